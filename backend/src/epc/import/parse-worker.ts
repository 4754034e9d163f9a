import { parentPort } from 'node:worker_threads';
import { BatchReader, SourceError } from './batch-reader.js';
import type { BatchParts, ImportBatch } from './import-batch.js';
import type { ParseReply, ParseRequest } from './parse-worker-client.js';

/**
 * The parse worker (started by ParseWorker): reads the file it was last opened for into batches
 * and hands them back with their bytes transferred. An error ends that file: it is answered to
 * the request that met it and to every later one until the next file opens.
 */
const port = parentPort!;
let reader: BatchReader | undefined;
let failed: ParseReply | undefined;

port.on('message', (request: ParseRequest) => {
  if (request.kind === 'open') {
    reader = new BatchReader(request.plan);
    failed = undefined;
    return;
  }
  if (failed) return port.postMessage(failed);
  try {
    if (reader === undefined) throw new Error('no file is open in the parse worker');
    if (request.kind === 'push') reply({ kind: 'batches', batches: [] }, reader.push(request.bytes));
    else {
      const end = reader.end();
      reader = undefined;
      reply({ kind: 'end', batches: [], records: end.records }, end.batches);
    }
  } catch (error) {
    failed = { kind: 'error', message: error instanceof Error ? error.message : String(error), sourceError: error instanceof SourceError };
    reader = undefined;
    port.postMessage(failed);
  }
});

/** Sends `answer` with the batches' parts added, their buffers transferred. */
function reply(answer: Extract<ParseReply, { batches: BatchParts[] }>, batches: ImportBatch[]): void {
  const transfer: ArrayBuffer[] = [];
  for (const batch of batches) {
    const { parts, transfer: buffers } = batch.toParts();
    answer.batches.push(parts);
    transfer.push(...buffers);
  }
  port.postMessage(answer, transfer);
}
