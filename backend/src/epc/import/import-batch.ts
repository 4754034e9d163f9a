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

/**
 * An ImportBatch as plain data, to hand from a parse worker to the importer's thread: the COPY
 * bytes and the number arrays travel as transferred buffers (moved, not copied).
 */
export interface BatchParts {
  data: Uint8Array;
  ends: Float64Array<ArrayBuffer>;
  lineNumbers: Float64Array<ArrayBuffer>;
  keys: string[];
  rejects: RejectRow[];
  duplicates: number;
  recordsThrough: number;
}

/** Bytes a batch's COPY text starts with; grown by doubling. */
const INITIAL_BYTES = 1 << 20;

/**
 * The records of one transaction: staged COPY lines, plus the rejects met while reading them.
 *
 * The COPY text is kept encoded in one growing buffer rather than as a string per line: a batch
 * holds some 60 MB of text for seconds, and as strings the garbage collector would copy all of
 * it between generations; as bytes it is also what the COPY sends, with no joining or encoding
 * left for the moment the database waits for it.
 */
export class ImportBatch {
  readonly lineNumbers: number[];
  readonly rejects: RejectRow[];
  /** The LMK_KEY of each staged line, as read (not COPY-escaped). */
  readonly keys: string[];
  /** LMK_KEYs staged, for counting duplicates within the batch. */
  private readonly seen = new Set<string>();
  private data: Buffer;
  /** Where each staged line ends in `data` (it starts where the previous one ends). */
  private readonly ends: number[];
  private used: number;
  /** Staged rows whose LMK_KEY was already in the batch. */
  duplicates: number;
  /** Records of the file read once this batch is committed (staged and rejected alike). */
  recordsThrough: number;

  /** An empty batch, or one rebuilt from parts (to write, not to stage more into). */
  constructor(parts?: BatchParts) {
    this.data = parts ? Buffer.from(parts.data.buffer, parts.data.byteOffset, parts.data.byteLength) : Buffer.allocUnsafe(INITIAL_BYTES);
    this.used = parts?.data.byteLength ?? 0;
    this.ends = parts ? Array.from(parts.ends) : [];
    this.lineNumbers = parts ? Array.from(parts.lineNumbers) : [];
    this.keys = parts?.keys ?? [];
    this.rejects = parts?.rejects ?? [];
    this.duplicates = parts?.duplicates ?? 0;
    this.recordsThrough = parts?.recordsThrough ?? 0;
  }

  get size(): number {
    return this.ends.length;
  }

  /** The staged lines as text (for the odd look; the writer reads the bytes). */
  get copyLines(): string[] {
    return this.ends.map((_, i) => this.copyLine(i));
  }

  stage(lmkKey: string, copyLine: string, line: number): void {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    const room = this.used + copyLine.length * 3;
    if (room > this.data.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.data.length * 2, room));
      this.data.copy(grown, 0, 0, this.used);
      this.data = grown;
    }
    this.used += this.data.write(copyLine, this.used, 'utf8');
    this.ends.push(this.used);
    this.keys.push(lmkKey);
    this.lineNumbers.push(line);
    if (this.seen.has(lmkKey)) this.duplicates++;
    else this.seen.add(lmkKey);
  }

  reject(row: RejectRow): void {
    this.rejects.push(row);
  }

  /** Staged line `i` as text, with its line feed. */
  copyLine(i: number): string {
    return this.data.toString('utf8', this.start(i), this.ends[i]);
  }

  /** The COPY bytes of lines [from, to), without copying them. */
  bytes(from: number, to: number): Buffer {
    return this.data.subarray(this.start(from), to > from ? this.ends[to - 1] : this.start(from));
  }

  /** The batch as parts, and the buffers to transfer with them; the batch is unusable after the transfer. */
  toParts(): { parts: BatchParts; transfer: ArrayBuffer[] } {
    const parts: BatchParts = {
      data: this.data.subarray(0, this.used),
      ends: new Float64Array(this.ends),
      lineNumbers: new Float64Array(this.lineNumbers),
      keys: this.keys,
      rejects: this.rejects,
      duplicates: this.duplicates,
      recordsThrough: this.recordsThrough,
    };
    // Large buffers (see INITIAL_BYTES) own their memory, so moving it takes nothing from another buffer.
    return { parts, transfer: [this.data.buffer as ArrayBuffer, parts.ends.buffer, parts.lineNumbers.buffer] };
  }

  private start(i: number): number {
    return i === 0 ? 0 : this.ends[i - 1];
  }
}

