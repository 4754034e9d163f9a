import { BatchReader, type ReadEnd, type ReadPlan } from './batch-reader.js';
import type { ImportBatch } from './import-batch.js';

/**
 * Reads one file into batches. Calls are taken in order: a push may be made before the last
 * one has resolved (so a worker always has the next bytes at hand).
 */
export interface FileParser {
  /** Reads the next bytes of the file; resolves to the batches that filled up. */
  push(bytes: Uint8Array): Promise<ImportBatch[]>;
  /** The file has ended: its last batches and its record count. */
  end(): Promise<ReadEnd>;
}

/** Where files are parsed: in the importer's thread, or in a worker thread (parse-worker-client.ts). */
export interface BatchParsers {
  open(plan: ReadPlan): FileParser;
  /** Releases what parsing holds (the worker thread); safe to call more than once. */
  close(): Promise<void>;
}

/** Bytes parsed between turns of the event loop (a few milliseconds of work). */
const SLICE_BYTES = 64 * 1024;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Parsing in the importer's own thread, between its other work. */
export const inThreadParsers: BatchParsers = {
  open(plan) {
    const reader = new BatchReader(plan);
    let tail: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(work: () => Promise<T> | T): Promise<T> => {
      const done = tail.then(work);
      tail = done.catch(() => undefined);
      return done;
    };
    return {
      push: (bytes) =>
        inTurn(async () => {
          const full: ImportBatch[] = [];
          // In slices, handing the event loop a turn after each: a commit in flight is fed by it
          // (its COPY data waits on the socket), and parsing a whole chunk at once starves it.
          for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
            if (at > 0) await yieldToEventLoop();
            full.push(...reader.push(bytes.subarray(at, at + SLICE_BYTES)));
          }
          return full;
        }),
      end: () => inTurn(() => reader.end()),
    };
  },
  close: async () => undefined,
};
