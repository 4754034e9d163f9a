import { runScriptThread } from './flood-threads.ts';

/**
 * The clients of `npm run bench:pdf`, each on a thread of its own, as separate visitors' machines
 * would be: timing /healthz or counting look-ups in the server's own event loop would measure the
 * bench as much as the server. Every loop ends at its deadline; traffic goes only to 127.0.0.1.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { endpoint, seconds, role, postcodes, concurrency, copies, perSecond } = workerData;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function timed(path, init) {
  const started = performance.now();
  const res = await fetch(endpoint + path, init);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}
(async () => {
  const until = performance.now() + seconds * 1000;
  const waits = [];
  const statuses = {};
  const count = (status) => { statuses[status] = (statuses[status] ?? 0) + 1; };
  if (role === 'health') {
    while (performance.now() < until) {
      const { ms, status } = await timed('/healthz');
      waits.push(ms);
      count(status);
      await pause(20);
    }
  } else if (role === 'lookup') {
    let next = 0;
    const client = async () => {
      while (performance.now() < until) {
        const postcode = postcodes[next++ % postcodes.length];
        const { ms, status } = await timed('/api/epc/lookup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ postcode }) });
        waits.push(ms);
        count(status);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, client));
  } else {
    // New copies (never asked for before), from the networks given: sent on the clock whether or not
    // earlier ones are answered (as from many machines), or back to back.
    let next = 0;
    const asked = [];
    const ask = async ({ path, cookie, network }) => {
      const { ms, status } = await timed(path, { headers: { cookie, 'X-Forwarded-For': network } });
      waits.push(ms);
      count(status);
    };
    while (performance.now() < until && next < copies.length) {
      if (perSecond > 0) {
        asked.push(ask(copies[next++]));
        await pause(1000 / perSecond);
      } else await ask(copies[next++]);
    }
    await Promise.all(asked);
  }
  parentPort.postMessage({ waits, statuses });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Milliseconds to each answer, and how many answers had each status. */
export interface ClientResult {
  waits: number[];
  statuses: Record<string, number>;
}

/** One copy to ask for: its path, the owner's cookie, the network it comes from. */
export interface CopyAsk {
  path: string;
  cookie: string;
  network: string;
}

export const runClient = (workerData: { endpoint: string; seconds: number; role: 'health' | 'lookup' | 'pdf'; postcodes?: string[]; concurrency?: number; copies?: CopyAsk[]; perSecond?: number }) =>
  runScriptThread<ClientResult>(THREAD, workerData);
