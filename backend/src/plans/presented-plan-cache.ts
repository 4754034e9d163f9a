/**
 * Stored plans as their JSON answer, keyed by plan stamp (plan-stamp.ts), so reloading the plan page
 * skips loading a dozen recommendation rows and serialising them: the stamp itself comes from one small
 * query that also checks ownership. A stamp names one state of one plan, so an entry can never be
 * stale, only unused; several servers each keep their own. Bounded in entries and bytes, least
 * recently used first out.
 */
export class PresentedPlanCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 2_000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get(stamp: string): string | undefined {
    const json = this.entries.get(stamp);
    if (json === undefined) return undefined;
    // Re-inserting moves it to the newest end of the Map's order.
    this.entries.delete(stamp);
    this.entries.set(stamp, json);
    return json;
  }

  set(stamp: string, json: string): void {
    if (json.length > this.maxBytes) return;
    this.remove(stamp);
    this.entries.set(stamp, json);
    this.bytes += json.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(stamp: string): void {
    const json = this.entries.get(stamp);
    if (json === undefined) return;
    this.bytes -= json.length;
    this.entries.delete(stamp);
  }
}
