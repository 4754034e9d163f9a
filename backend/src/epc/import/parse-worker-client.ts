import { Worker } from 'node:worker_threads';
import type { BatchParsers, FileParser } from './batch-parsers.js';
import { SourceError, type ReadPlan } from './batch-reader.js';
import { ImportBatch, type BatchParts } from './import-batch.js';

/** What the importer's thread asks of the parse worker. */
export type ParseRequest = { kind: 'open'; plan: ReadPlan } | { kind: 'push'; bytes: Uint8Array } | { kind: 'end' };

/** The worker's answer to each push and end, in order; a failed file answers every later request with its error. */
export type ParseReply =
  | { kind: 'batches'; batches: BatchParts[] }
  | { kind: 'end'; batches: BatchParts[]; records: number }
  | { kind: 'error'; message: string; sourceError: boolean };

const YOUNG_GENERATION_MB = 192;

interface Waiting {
  resolve(reply: ParseReply): void;
  reject(error: Error): void;
}

/**
 * The worker's file: parse-worker.js beside this one when built; from the sources (the CLI and
 * the benchmark through @swc-node/register, the tests through @swc/jest) the .ts file, which the
 * worker can only load with a TypeScript loader: the same register hook is given to it.
 */
function workerStart(): { url: URL; execArgv: string[] | undefined } {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './parse-worker.ts' : './parse-worker.js', import.meta.url);
  const hasLoader = process.execArgv.some((arg) => arg.includes('@swc-node/register'));
  return { url, execArgv: fromSource && !hasLoader ? [...process.execArgv, '--import', '@swc-node/register/esm-register'] : undefined };
}

/**
 * Parsing in one worker thread, so that reading and checking records (most of the importer's
 * work) runs on another core than the one feeding PostgreSQL. Files go through it one after
 * another; the importer keeps one push ahead, so the worker always has bytes to read.
 */
export class ParseWorker implements BatchParsers {
  private readonly worker: Worker;
  private readonly waiting: Waiting[] = [];
  /** Set once the worker has died: every request after it fails with this. */
  private failure: Error | undefined;
  private closed = false;

  constructor() {
    const { url, execArgv } = workerStart();
    // A young generation as large as the importer's own (--max-semi-space-size=64 makes 192 MB):
    // each batch's strings die young, and with the worker's smaller default the import ran
    // measurably slower (more scavenges, copying them).
    this.worker = new Worker(url, { execArgv, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    this.worker.on('message', (reply: ParseReply) => this.waiting.shift()?.resolve(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (!this.closed) this.fail(new Error(`the parse worker stopped (exit code ${code})`));
    });
  }

  open(plan: ReadPlan): FileParser {
    this.send({ kind: 'open', plan });
    return {
      push: async (bytes) => {
        // A copy the exact size of the view, whose memory can move to the worker (stream chunks
        // may be views into larger shared buffers).
        const copy = new Uint8Array(bytes);
        return batchesOf(await this.request({ kind: 'push', bytes: copy }, [copy.buffer]));
      },
      end: async () => {
        const reply = await this.request({ kind: 'end' }, []);
        if (reply.kind !== 'end') throw new Error(`the parse worker answered '${reply.kind}' to the end of a file`);
        return { batches: batchesOf(reply), records: reply.records };
      },
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.fail(new Error('the parse worker was closed'));
    await this.worker.terminate();
  }

  private send(request: ParseRequest, transfer: ArrayBuffer[] = []): void {
    this.worker.postMessage(request, transfer);
  }

  private request(request: ParseRequest, transfer: ArrayBuffer[]): Promise<ParseReply> {
    if (this.failure) return Promise.reject(this.failure);
    const reply = new Promise<ParseReply>((resolve, reject) => this.waiting.push({ resolve, reject }));
    this.send(request, transfer);
    // A push made ahead may fail after its file has already been given up: not an unhandled rejection.
    reply.catch(() => undefined);
    return reply.then((answer) => {
      if (answer.kind !== 'error') return answer;
      throw answer.sourceError ? new SourceError(answer.message) : new Error(answer.message);
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.waiting.splice(0)) waiting.reject(this.failure);
  }
}

function batchesOf(reply: ParseReply): ImportBatch[] {
  if (reply.kind === 'error') throw new Error(reply.message);
  return reply.batches.map((parts) => new ImportBatch(parts));
}
