import { readHeader, stageRecord, usedColumns, type HeaderLayout } from './certificate-record.js';
import type { CertificateWriter } from './certificate-writer.js';
import { CsvRecordParser } from './csv-record-parser.js';
import { addCounts, ImportBatch, zeroCounts, type WriteCounts } from './import-batch.js';
import type { ImportSource } from './import-sources.js';
import type { ImportProgress } from './progress-bar.js';
import type { RejectFile } from './reject-file.js';

export interface SourceRunOptions {
  writer: CertificateWriter;
  rejects: RejectFile;
  progress: ImportProgress;
  batchSize: number;
  /** Import files already recorded as done again (the merge leaves identical rows untouched). */
  force: boolean;
  /** Stop after the batch in flight has committed. */
  signal?: AbortSignal;
  /** Called after each commit (tests use it to interrupt at a known point). */
  onBatchCommitted?: (source: ImportSource, recordsDone: number) => void;
}

export interface SourceOutcome {
  status: 'imported' | 'skipped' | 'interrupted';
  /** Records read in this run (the header and rows skipped on resume not counted). */
  rowsRead: number;
  /** Records already committed by an earlier run and skipped this time. */
  resumedFrom: number;
  counts: WriteCounts;
}

/** A file that cannot be read or imported at all (unreadable, no header, required columns missing). */
export class SourceError extends Error {}

/**
 * Imports one CSV; a file recorded as done is skipped, one recorded as part-done resumes after
 * its last committed record.
 */
export async function importSource(source: ImportSource, options: SourceRunOptions): Promise<SourceOutcome> {
  const known = await options.writer.files.find(source.fileKey);
  if (known?.status === 'done' && !options.force) {
    options.progress.advance(source.size, 0);
    return { status: 'skipped', rowsRead: 0, resumedFrom: 0, counts: zeroCounts() };
  }
  const skip = known?.status === 'in_progress' && !options.force ? known.rowsDone : 0;
  await options.writer.files.start(source.fileKey, source.name, source.size, options.force);
  return new SourceImport(source, options, skip).run();
}

/**
 * Streams one CSV into the table: decode, parse, check and stage each record, and hand full
 * batches to the writer. Parsing the next batch overlaps with the database's work on the
 * previous one (at most one batch in flight, so memory stays at about two batches).
 */
class SourceImport {
  private readonly counts = zeroCounts();
  private layout: HeaderLayout | undefined;
  /** Data records read from the start of the file, including those skipped on resume. */
  private records = 0;
  private batch = new ImportBatch();
  /** Full batches parsed from the last chunk, waiting to be sent. */
  private full: ImportBatch[] = [];
  private inFlight: Promise<void> | undefined;
  private readonly parser = new CsvRecordParser();
  /** Records of the file committed so far. */
  private committedThrough = 0;

  constructor(
    private readonly source: ImportSource,
    private readonly options: SourceRunOptions,
    private readonly skip: number,
  ) {}

  async run(): Promise<SourceOutcome> {
    try {
      const interrupted = await this.readAll();
      await this.inFlight;
      const status = interrupted ? 'interrupted' : 'imported';
      const through = interrupted ? this.committedThrough : this.records;
      return { status, rowsRead: Math.max(0, through - this.skip), resumedFrom: this.skip, counts: this.counts };
    } catch (error) {
      // Never leave a commit running on the shared connection when moving on to the next file.
      await this.inFlight?.catch(() => undefined);
      throw error;
    }
  }

  /** Reads to the end (true when interrupted by the signal after a commit). */
  private async readAll(): Promise<boolean> {
    const chunks = await openChunks(this.source);
    // TextDecoder (simdutf in Node 24) decodes several times faster than StringDecoder.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    const parser = this.parser;
    const onRecord = (fields: string[], line: number) => this.onRecord(fields, line);
    let first = true;
    for (;;) {
      const next = await chunks.next();
      if (next.done) break;
      let text = decoder.decode(next.value, { stream: true });
      if (first && text.length > 0) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = false;
      }
      parser.push(text, onRecord);
      this.options.progress.advance(next.value.length, 0);
      for (const batch of this.full.splice(0)) {
        await this.send(batch, false);
        if (this.options.signal?.aborted) {
          // What was parsed after the batch just sent is read again on resume.
          await chunks.return(undefined);
          return true;
        }
      }
    }
    parser.push(decoder.decode(), onRecord);
    const tail = parser.end(onRecord);
    if (this.layout === undefined) throw new SourceError(`${this.source.name}: empty file (no header row)`);
    if (tail && ++this.records > this.skip) {
      const reason = 'unclosed quote at end of file (truncated?)';
      this.batch.reject({ source: this.source.name, line: tail.line, lmkKey: '', reason, record: tail.text });
    }
    for (const batch of this.full.splice(0)) await this.send(batch, false);
    this.batch.recordsThrough = this.records;
    await this.send(this.batch, true);
    return false;
  }

  private onRecord(fields: string[], line: number): void {
    if (this.layout === undefined) {
      const header = readHeader(fields);
      if ('missing' in header) throw new SourceError(`${this.source.name}: header lacks ${header.missing.join(', ')}`);
      this.layout = header.layout;
      this.parser.keepOnly(usedColumns(header.layout));
      return;
    }
    if (++this.records <= this.skip) return;
    const staged = stageRecord(fields, this.layout);
    if ('copyLine' in staged) {
      this.batch.stage(staged.lmkKey, staged.copyLine, line);
    } else {
      const record = this.parser.rawRecord();
      this.batch.reject({ source: this.source.name, line, lmkKey: staged.lmkKey, reason: staged.reason, record });
    }
    if (this.batch.size + this.batch.rejects.length >= this.options.batchSize) {
      this.batch.recordsThrough = this.records;
      this.full.push(this.batch);
      this.batch = new ImportBatch();
    }
  }

  private async send(batch: ImportBatch, done: boolean): Promise<void> {
    this.options.progress.advance(0, batch.size + batch.rejects.length);
    await this.inFlight;
    this.inFlight = this.commit(batch, done);
    // Awaited before the next batch or at the end; this only keeps Node from calling it unhandled.
    this.inFlight.catch(() => undefined);
  }

  private async commit(batch: ImportBatch, done: boolean): Promise<void> {
    const { writer, rejects } = this.options;
    const result = await writer.write(batch, { fileKey: this.source.fileKey, source: this.source.name, done });
    rejects.append([...batch.rejects, ...result.rejects]);
    addCounts(this.counts, result.counts);
    this.committedThrough = batch.recordsThrough;
    this.options.onBatchCommitted?.(this.source, batch.recordsThrough);
  }
}

/** The file's bytes, with failures to read it (not of the database) turned into SourceError. */
async function openChunks(source: ImportSource): Promise<AsyncGenerator<Buffer, void>> {
  let stream: AsyncIterable<Buffer>;
  try {
    stream = (await source.open()) as AsyncIterable<Buffer>;
  } catch (error) {
    throw new SourceError(`${source.name}: ${messageOf(error)}`);
  }
  return (async function* () {
    const iterator = stream[Symbol.asyncIterator]();
    try {
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await iterator.next();
        } catch (error) {
          throw new SourceError(`${source.name}: ${messageOf(error)}`);
        }
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  })();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
