import { readHeader, stageRecord, usedColumns, type HeaderLayout } from './certificate-record.js';
import type { CertificateWriter } from './certificate-writer.js';
import type { FileProgress } from './import-file-store.js';
import { CsvRecordParser } from './csv-record-parser.js';
import { addCounts, ImportBatch, zeroCounts, type WriteCounts } from './import-batch.js';
import type { ImportSource } from './import-sources.js';
import type { ImportProgress } from './progress-bar.js';
import type { RejectFile } from './reject-file.js';

export interface SourceRunOptions {
  writer: CertificateWriter;
  /**
   * The writer's turn-taking: a file's batches (and the next file's start) queue behind the
   * commit in flight, so reading never waits for the database except to keep one batch queued.
   * Without one, the file waits for its own last commit before returning (as a lone call should).
   */
  queue?: WriteQueue;
  /** What epc_import_file said of this file before the run (looked up by the caller), if known. */
  known?: FileProgress | null;
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

/**
 * Runs writes on the writer's connection one after another, in the order queued. A failed write
 * fails every write queued after it (they never run), and whoever waits on the queue sees why.
 */
export class WriteQueue {
  private tail: Promise<void> = Promise.resolve();

  /** Queues `job` after everything queued so far; resolves or fails with it. */
  enqueue(job: () => Promise<void>): Promise<void> {
    const run = this.tail.then(job);
    this.tail = run;
    // Seen by whoever waits on the queue later; this only keeps Node from calling it unhandled.
    run.catch(() => undefined);
    return run;
  }

  /** Waits for everything queued so far (and fails if any of it failed). */
  drain(): Promise<void> {
    return this.tail;
  }
}

export interface SourceOutcome {
  status: 'imported' | 'skipped' | 'interrupted';
  /** Records read in this run (the header and rows skipped on resume not counted). */
  rowsRead: number;
  /** Records already committed by an earlier run and skipped this time. */
  resumedFrom: number;
  /** What the file's batches did; complete once the queue has drained (its last commit may still run). */
  counts: WriteCounts;
}

/** Bytes parsed between turns of the event loop (a few milliseconds of work). */
const SLICE_BYTES = 64 * 1024;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A file that cannot be read or imported at all (unreadable, no header, required columns missing). */
export class SourceError extends Error {}

/**
 * Imports one CSV; a file recorded as done is skipped, one recorded as part-done resumes after
 * its last committed record.
 */
export async function importSource(source: ImportSource, options: SourceRunOptions): Promise<SourceOutcome> {
  const { writer, force } = options;
  const known = options.known !== undefined ? options.known : ((await writer.files.find(source.fileKey)) ?? null);
  if (known?.status === 'done' && !force) {
    options.progress.advance(source.size, 0);
    return { status: 'skipped', rowsRead: 0, resumedFrom: 0, counts: zeroCounts() };
  }
  const skip = known?.status === 'in_progress' && !force ? known.rowsDone : 0;
  const queue = options.queue ?? new WriteQueue();
  // Queued behind the previous file's last commit: never run inside another transaction.
  void queue.enqueue(() => writer.files.start(source.fileKey, source.name, source.size, force));
  const outcome = await new SourceImport(source, options, queue, skip).run();
  if (options.queue === undefined) await queue.drain();
  return outcome;
}

/**
 * Streams one CSV into the table: decode, parse, check and stage each record, and hand full
 * batches to the writer. Parsing the next batch overlaps with the database's work on the
 * previous one, also across files (at most one batch queued, so memory stays at about two
 * batches).
 */
class SourceImport {
  private readonly counts = zeroCounts();
  private layout: HeaderLayout | undefined;
  /** Data records read from the start of the file, including those skipped on resume. */
  private records = 0;
  private batch = new ImportBatch();
  /** Full batches parsed from the last chunk, waiting to be sent. */
  private full: ImportBatch[] = [];
  private readonly parser = new CsvRecordParser();
  /** Records of the file committed so far. */
  private committedThrough = 0;

  constructor(
    private readonly source: ImportSource,
    private readonly options: SourceRunOptions,
    private readonly queue: WriteQueue,
    private readonly skip: number,
  ) {}

  /**
   * Returns once the file is read and its last batch queued (its commit may still run). When
   * interrupted, nothing more is queued and this waits for the commit in flight.
   */
  async run(): Promise<SourceOutcome> {
    const interrupted = await this.readAll();
    if (interrupted) {
      await this.queue.drain();
      return { status: 'interrupted', rowsRead: Math.max(0, this.committedThrough - this.skip), resumedFrom: this.skip, counts: this.counts };
    }
    return { status: 'imported', rowsRead: Math.max(0, this.records - this.skip), resumedFrom: this.skip, counts: this.counts };
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
      // In slices, handing the event loop a turn after each: a commit in flight is fed by it
      // (its COPY data waits on the socket), and parsing a whole chunk at once starves it.
      for (let at = 0; at < next.value.length; at += SLICE_BYTES) {
        if (at > 0) await yieldToEventLoop();
        let text = decoder.decode(next.value.subarray(at, at + SLICE_BYTES), { stream: true });
        if (first && text.length > 0) {
          if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
          first = false;
        }
        parser.push(text, onRecord);
      }
      this.options.progress.advance(next.value.length, 0);
      for (const batch of this.full.splice(0)) {
        if (!(await this.send(batch, false))) {
          // What was parsed after the last batch sent is read again on resume.
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
    for (const batch of this.full.splice(0)) if (!(await this.send(batch, false))) return true;
    this.batch.recordsThrough = this.records;
    return !(await this.send(this.batch, true));
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
    const staged = stageRecord(fields, this.layout, this.parser.recordIsPlain());
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

  /**
   * Queues the batch once what is queued before it (the commit in flight) is done: that wait is
   * the back-pressure. False, and nothing queued, when the signal came meanwhile.
   */
  private async send(batch: ImportBatch, done: boolean): Promise<boolean> {
    await this.queue.drain();
    if (this.options.signal?.aborted) return false;
    this.options.progress.advance(0, batch.size + batch.rejects.length);
    void this.queue.enqueue(() => this.commit(batch, done));
    return true;
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
