/** What the importer tells whoever shows its progress. */
export interface ImportProgress {
  start(totalBytes: number, totalFiles: number): void;
  file(index: number, name: string): void;
  /** Input bytes read (compressed or not: CSV text) and records read since the last call. */
  advance(bytes: number, rows: number): void;
  stop(): void;
}

export const silentProgress: ImportProgress = {
  start: () => undefined,
  file: () => undefined,
  advance: () => undefined,
  stop: () => undefined,
};

/**
 * A progress line on stderr: a bar redrawn in place on a terminal; a plain line every
 * `plainEverySeconds` otherwise (CI logs, redirected output), so logs are not flooded.
 */
export class ProgressBar implements ImportProgress {
  private totalBytes = 0;
  private totalFiles = 0;
  private bytes = 0;
  private rows = 0;
  private fileIndex = 0;
  private fileName = '';
  private startedAt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly out: NodeJS.WriteStream = process.stderr,
    private readonly plainEverySeconds = 10,
  ) {}

  start(totalBytes: number, totalFiles: number): void {
    this.totalBytes = totalBytes;
    this.totalFiles = totalFiles;
    this.startedAt = performance.now();
    const every = this.out.isTTY ? 250 : this.plainEverySeconds * 1000;
    this.timer = setInterval(() => this.render(), every);
    this.timer.unref();
  }

  file(index: number, name: string): void {
    this.fileIndex = index;
    this.fileName = name;
    if (!this.out.isTTY) this.out.write(`epc import: file ${index}/${this.totalFiles} ${name}\n`);
  }

  advance(bytes: number, rows: number): void {
    this.bytes += bytes;
    this.rows += rows;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.render();
    if (this.out.isTTY) this.out.write('\n');
  }

  private render(): void {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const fraction = this.totalBytes > 0 ? Math.min(1, this.bytes / this.totalBytes) : 0;
    const rate = seconds > 0 ? this.rows / seconds : 0;
    const eta = fraction > 0 ? (seconds / fraction) * (1 - fraction) : NaN;
    const stats =
      `${(fraction * 100).toFixed(1).padStart(5)}% ${this.rows.toLocaleString('en-GB')} rows ` +
      `${Math.round(rate).toLocaleString('en-GB')} rows/s ETA ${clock(eta)} ` +
      `file ${this.fileIndex}/${this.totalFiles}`;
    if (!this.out.isTTY) {
      this.out.write(`epc import: ${stats}\n`);
      return;
    }
    const width = 24;
    const filled = Math.round(fraction * width);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${stats} ${this.fileName}`;
    const columns = this.out.columns ?? 100;
    this.out.write(`\r${line.slice(0, columns - 1).padEnd(columns - 1)}`);
  }
}

function clock(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
