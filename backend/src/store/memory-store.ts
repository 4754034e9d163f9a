import type { KeyValueStore } from './key-value-store.js';

interface Entry {
  value: string;
  expiresAt?: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/** A single-process store: fine for one server on a developer's machine, lost on restart. */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly keyPrefix = '',
    private readonly now: () => number = Date.now,
  ) {
    // Expired entries are also dropped on read; the sweep only bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.entries.set(this.keyPrefix + key, {
      value,
      expiresAt: ttlSeconds === undefined ? undefined : this.now() + ttlSeconds * 1000,
    });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(this.keyPrefix + key);
  }

  async increment(key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
    const existing = this.live(key);
    const expiresAt = existing?.expiresAt ?? this.now() + windowSeconds * 1000;
    const count = Number(existing?.value ?? 0) + 1;
    this.entries.set(this.keyPrefix + key, { value: String(count), expiresAt });
    return { count, secondsLeft: Math.max(0, Math.ceil((expiresAt - this.now()) / 1000)) };
  }

  async ttl(key: string): Promise<number | null> {
    const entry = this.live(key);
    if (!entry?.expiresAt) return null;
    return Math.max(0, Math.ceil((entry.expiresAt - this.now()) / 1000));
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(this.keyPrefix + key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.entries.delete(this.keyPrefix + key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}
