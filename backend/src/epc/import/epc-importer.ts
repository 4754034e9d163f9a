import os from 'node:os';
import { inThreadParsers, type BatchParsers } from './batch-parsers.js';
import { SourceError } from './batch-reader.js';
import { CertificateWriter } from './certificate-writer.js';
import { addCounts, zeroCounts } from './import-batch.js';
import { listSources, type ImportSource } from './import-sources.js';
import type { ImportSummary } from './import-summary.js';
import { importSource, WriteQueue, type SourceOutcome } from './import-source.js';
import { ParseWorker } from './parse-worker-client.js';
import { silentProgress, type ImportProgress } from './progress-bar.js';
import { RejectFile } from './reject-file.js';

export interface ImportOptions {
  /** A .csv file, a folder of them (one per local authority), or a .zip of either. */
  input: string;
  databaseUrl: string;
  /** Default: '<input>.rejects.csv' beside the input. */
  rejectsPath?: string;
  /** Records per transaction. */
  batchSize?: number;
  force?: boolean;
  /** Parse in a worker thread rather than between the writes in this thread; default: see parseInWorkerByDefault. */
  parseInWorker?: boolean;
  progress?: ImportProgress;
  signal?: AbortSignal;
  onBatchCommitted?: (source: ImportSource, recordsDone: number) => void;
}

export const DEFAULT_BATCH_SIZE = 50_000;

/**
 * Whether parsing goes to a worker thread unless told: with more than two cores. Parsing in this
 * thread already overlaps with PostgreSQL's work on the previous batch, so on two cores (with the
 * database on the same machine) both are busy either way, and the worker only adds the cost of
 * handing batches between threads (measured: about 3 µs of CPU per row, and fewer rows/s). With
 * a third core, the worker parses while this thread feeds the COPY and PostgreSQL merges.
 * @internal exported for the EPC import benchmark, which imports as the CLI would
 */
export function parseInWorkerByDefault(): boolean {
  return os.availableParallelism() > 2;
}

export function defaultRejectsPath(input: string): string {
  return `${input.replace(/[\\/]+$/, '')}.rejects.csv`;
}

/**
 * Imports every certificates CSV of the input into epc_certificate (see certificate-writer.ts
 * for how rows merge). The schema must be migrated. One failing file is reported and the next
 * one imported; the summary says what happened.
 */
export async function importCertificates(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const progress = options.progress ?? silentProgress;
  const rejects = new RejectFile(options.rejectsPath ?? defaultRejectsPath(options.input));
  const list = await listSources(options.input);
  const summary: ImportSummary = {
    files: list.sources.length,
    imported: 0,
    skipped: 0,
    failed: [],
    interrupted: false,
    rowsRead: 0,
    resumedRows: 0,
    ...zeroCounts(),
    elapsedMs: 0,
    rowsPerSecond: 0,
  };
  let writer: CertificateWriter | undefined;
  // One queue for the whole run: the next file is read while the last batch of the previous
  // one commits (files of the bulk download often fit in one batch).
  const queue = new WriteQueue();
  const outcomes: SourceOutcome[] = [];
  let parsers: BatchParsers = inThreadParsers;
  try {
    writer = await CertificateWriter.connect(options.databaseUrl);
    // Looked up before anything is queued, so no look-up ever runs inside a batch's transaction.
    const known = [];
    for (const source of list.sources) known.push((await writer.files.find(source.fileKey)) ?? null);
    const force = options.force ?? false;
    if ((options.parseInWorker ?? parseInWorkerByDefault()) && known.some((file) => force || file?.status !== 'done')) parsers = new ParseWorker();
    progress.start(
      list.sources.reduce((sum, source) => sum + source.size, 0),
      list.sources.length,
    );
    for (const [index, source] of list.sources.entries()) {
      if (options.signal?.aborted) {
        summary.interrupted = true;
        break;
      }
      progress.file(index + 1, source.name);
      try {
        const outcome = await importSource(source, {
          writer,
          queue,
          known: known[index],
          rejects,
          progress,
          batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
          force,
          parsers,
          signal: options.signal,
          onBatchCommitted: options.onBatchCommitted,
        });
        summary.rowsRead += outcome.rowsRead;
        summary.resumedRows += outcome.resumedFrom;
        outcomes.push(outcome);
        if (outcome.status === 'skipped') summary.skipped++;
        else if (outcome.status === 'imported') summary.imported++;
        else {
          summary.interrupted = true;
          break;
        }
      } catch (error) {
        // A broken file is reported and the import goes on; a database failure ends it.
        if (!(error instanceof SourceError)) throw error;
        summary.failed.push({ source: source.name, error: error instanceof Error ? error.message : String(error) });
      }
    }
    await queue.drain();
    for (const outcome of outcomes) addCounts(summary, outcome.counts);
  } finally {
    // Never close the connection under a commit still running (after a failure).
    await queue.drain().catch(() => undefined);
    await parsers.close();
    progress.stop();
    list.close();
    await writer?.close();
  }
  summary.elapsedMs = performance.now() - started;
  summary.rowsPerSecond = summary.rowsRead / Math.max(summary.elapsedMs / 1000, 0.001);
  if (rejects.written > 0) summary.rejectsPath = rejects.path;
  return summary;
}
