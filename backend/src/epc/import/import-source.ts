import { inThreadParsers, type BatchParsers } from './batch-parsers.js';
import { SourceError } from './batch-reader.js';
import type { CertificateWriter } from './certificate-writer.js';
import type { FileProgress } from './import-file-store.js';
import { addCounts, zeroCounts, type ImportBatch, type WriteCounts } from './import-batch.js';
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
  /** Where records are parsed; default: in this thread. */
  parsers?: BatchParsers;
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
 * Streams one CSV into the table: its bytes go to the parser (in this thread or a worker), and
 * full batches go to the writer. Parsing the next batch overlaps with the database's work on the
 * previous one, also across files (at most one batch queued, so memory stays at about two
 * batches).
 */
class SourceImport {
  private readonly counts = zeroCounts();
  /** Data records read from the start of the file, including those skipped on resume. */
  private records = 0;
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
    const sender = new BatchSender((batch, done) => this.send(batch, done));
    try {
      return await this.readInto(sender);
    } catch (error) {
      // A file that fails part-way queues nothing more: it stays part-done, as far as committed.
      sender.cancel();
      throw error;
    }
  }

  private async readInto(sender: BatchSender): Promise<boolean> {
    const chunks = await openChunks(this.source);
    const parser = (this.options.parsers ?? inThreadParsers).open({ source: this.source.name, skip: this.skip, batchSize: this.options.batchSize });
    // The parser is kept one chunk ahead: it reads the next chunk while this hands on what the last one filled.
    let ahead: Promise<ImportBatch[]> | undefined;
    for (;;) {
      const next = await chunks.next();
      if (next.done) break;
      const reading = parser.push(next.value);
      if (ahead !== undefined) sender.add(await ahead);
      ahead = reading;
      this.options.progress.advance(next.value.length, 0);
      if (!(await sender.room())) {
        // What was parsed after the last batch sent is read again on resume.
        await chunks.return(undefined);
        return true;
      }
    }
    if (ahead !== undefined) sender.add(await ahead);
    const end = await parser.end();
    this.records = end.records;
    sender.add(end.batches, true);
    return !(await sender.finished());
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

/** Full batches parsed but not yet queued for writing, beyond which reading waits. */
const MAX_WAITING_BATCHES = 1;

/**
 * Hands a file's batches on in order while reading goes on: reading waits only when more than
 * MAX_WAITING_BATCHES are parsed and not yet queued (so memory stays at a few batches), not
 * each time a batch fills up, so parsing (in a worker, as fast as the writes) does not stall on
 * every commit.
 */
class BatchSender {
  private chain: Promise<boolean> = Promise.resolve(true);
  private waiting = 0;
  private cancelled = false;
  /** Set when sending stopped early: the signal came, or a write failed. */
  private stopped = false;

  constructor(private readonly send: (batch: ImportBatch, done: boolean) => Promise<boolean>) {}

  /** Queues batches behind those added before; with `done`, the last one ends the file. */
  add(batches: ImportBatch[], done = false): void {
    this.waiting += batches.length;
    this.chain = this.chain.then(async (going) => {
      for (const [i, batch] of batches.entries()) {
        if (!going || this.cancelled) break;
        going = await this.send(batch, done && i === batches.length - 1);
        this.waiting--;
      }
      if (!going) this.stopped = true;
      return going;
    });
    // Seen by room() or finished(); this only keeps Node from calling it unhandled meanwhile.
    this.chain.catch(() => (this.stopped = true));
  }

  /** Waits until there is room to read on; false once sending stopped (the signal came). */
  async room(): Promise<boolean> {
    if (this.stopped) return this.finished();
    return this.waiting > MAX_WAITING_BATCHES ? this.chain : true;
  }

  /** Sends nothing more (the batches already queued still commit). */
  cancel(): void {
    this.cancelled = true;
  }

  /** Waits for every batch added to be queued; false when sending stopped. */
  finished(): Promise<boolean> {
    return this.chain;
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
