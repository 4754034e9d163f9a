import { Worker } from 'node:worker_threads';

/**
 * The clients of the overlapping-fields flood and the /healthz probe, each on a thread of its own. In
 * the server's event loop, building and posting 15 kB documents 60 times a second (which an
 * attacker's machines do, not ours) and timing /healthz would wait on each other and on the server,
 * and the probe would measure the bench as much as the server.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { endpoint, seconds, role, fields, perField, perSecond, expectedStatus, unique } = workerData;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let sent = 0;
const documentNeverSentBefore = () => {
  sent += 1;
  const selections = fields.flatMap((field) => Array.from({ length: perField }, (_, i) => field.replace('N', unique + '-' + sent + '-' + i)));
  return '{ ' + selections.join(' ') + ' }';
};
async function timed(url, init, status) {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (status !== undefined && res.status !== status) throw new Error('expected ' + status + ', got ' + res.status);
  return performance.now() - started;
}
(async () => {
  const until = performance.now() + seconds * 1000;
  const waits = [];
  let bytes = 0;
  while (performance.now() < until) {
    const started = performance.now();
    if (role === 'health') {
      waits.push(await timed(endpoint + '/healthz'));
      await pause(20);
    } else {
      const query = documentNeverSentBefore();
      bytes = query.length;
      const body = JSON.stringify({ query });
      waits.push(await timed(endpoint + '/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }, expectedStatus));
      await pause(Math.max(0, 1000 / perSecond - (performance.now() - started)));
    }
  }
  parentPort.postMessage({ waits, bytes });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface Flood {
  /** Root fields with `N` where each copy's own argument goes, e.g. `property(id:"N"){id}`. */
  fields: readonly string[];
  /** How many copies of each field one document holds. */
  perField: number;
  clients: number;
  perSecond: number;
  expectedStatus: number;
}

/** Milliseconds to each answer, and the size of the last document sent (0 for the probe). */
interface ThreadResult {
  waits: number[];
  bytes: number;
}

/** Runs a client's script on a thread of its own until it posts its result (with `waits`) or an error. */
export function runScriptThread<T extends { waits: number[] }>(script: string, workerData: object): Promise<T> {
  const worker = new Worker(script, { eval: true, workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: T | { error: string }) => {
      void worker.terminate();
      if ('waits' in result) resolve(result);
      else reject(new Error(result.error));
    });
    worker.once('error', reject);
  });
}

const runThread = (workerData: object) => runScriptThread<ThreadResult>(THREAD, workerData);

/** /healthz asked every 20 ms, one at a time, for `seconds`: milliseconds to each answer. */
export const healthTimings = async (endpoint: string, seconds: number) => (await runThread({ endpoint, seconds, role: 'health' })).waits;

/** /healthz timings while `flood.clients` threads each send `flood.perSecond` documents a second, and a document's size. */
export async function healthUnderFlood(endpoint: string, seconds: number, flood: Flood): Promise<{ health: number[]; documents: number[]; bytes: number }> {
  const clients = Array.from({ length: flood.clients }, (_, client) =>
    runThread({ endpoint, seconds, role: 'flood', ...flood, unique: `c${client}` }),
  );
  const [health, ...documents] = await Promise.all([healthTimings(endpoint, seconds), ...clients]);
  return { health, documents: documents.flatMap((client) => client.waits), bytes: documents[0]?.bytes ?? 0 };
}
