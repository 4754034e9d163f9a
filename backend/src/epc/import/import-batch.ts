/** A row the importer refused, with where it came from; written to the reject file. */
export interface RejectRow {
  source: string;
  line: number;
  lmkKey: string;
  reason: string;
  /** The record as read (re-joined as CSV), or the raw text of a truncated tail. */
  record: string;
}

/** Counts of what a batch (or a file, or a run) did to the table. */
export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows whose LMK_KEY came again later in the same batch and lost to that later version. */
  duplicates: number;
  rejected: number;
}

export const zeroCounts = (): WriteCounts => ({ inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 });

export function addCounts(into: WriteCounts, more: WriteCounts): void {
  into.inserted += more.inserted;
  into.updated += more.updated;
  into.unchanged += more.unchanged;
  into.duplicates += more.duplicates;
  into.rejected += more.rejected;
}

/** The records of one transaction: staged COPY lines, plus the rejects met while reading them. */
export class ImportBatch {
  readonly copyLines: string[] = [];
  readonly lineNumbers: number[] = [];
  readonly rejects: RejectRow[] = [];
  /** LMK_KEYs staged, for counting duplicates within the batch. */
  private readonly keys = new Set<string>();
  /** Staged rows whose LMK_KEY was already in the batch. */
  duplicates = 0;
  /** Records of the file read once this batch is committed (staged and rejected alike). */
  recordsThrough = 0;

  get size(): number {
    return this.copyLines.length;
  }

  stage(lmkKey: string, copyLine: string, line: number): void {
    this.copyLines.push(copyLine);
    this.lineNumbers.push(line);
    if (this.keys.has(lmkKey)) this.duplicates++;
    else this.keys.add(lmkKey);
  }

  reject(row: RejectRow): void {
    this.rejects.push(row);
  }
}

/** The LMK_KEY of a staged line (its first COPY field, escaped as staged). */
export function lmkKeyOf(copyLine: string): string {
  return copyLine.slice(0, copyLine.indexOf('\t'));
}

/** Distinct LMK_KEYs among lines [from, to) of a batch. */
export function distinctKeys(batch: ImportBatch, from = 0, to = batch.size): number {
  if (from === 0 && to === batch.size) return batch.size - batch.duplicates;
  return new Set(batch.copyLines.slice(from, to).map(lmkKeyOf)).size;
}
