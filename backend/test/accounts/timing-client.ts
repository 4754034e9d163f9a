import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';

export interface TimedAnswer {
  status: number;
  /** From sending the request to the end of the answer, as the client saw it. */
  ms: number;
}

// The client runs on a thread of its own: in the server's event loop, work the server does after
// answering (as a prober's machine never sees) would delay reading the answer and skew the times.
const CLIENT = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
parentPort.on('message', ({ port, from, path, body }) => {
  const payload = JSON.stringify(body);
  const started = performance.now();
  const req = http.request(
    { host: '127.0.0.1', port, path, method: 'POST', localAddress: from, agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
    (res) => {
      res.resume();
      res.on('end', () => parentPort.postMessage({ status: res.statusCode, ms: performance.now() - started }));
    },
  );
  req.on('error', (error) => parentPort.postMessage({ status: 0, ms: 0, error: String(error) }));
  req.end(payload);
});
`;

/** A client that posts JSON from a given loopback address, one request at a time, and times it. */
export function startTimingClient() {
  const worker = new Worker(CLIENT, { eval: true });
  return {
    time(server: Server, from: string, path: string, body: object): Promise<TimedAnswer> {
      const { port } = server.address() as AddressInfo;
      return new Promise((resolve, reject) => {
        worker.once('message', (answer: TimedAnswer & { error?: string }) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
        worker.postMessage({ port, from, path, body });
      });
    },
    close: () => worker.terminate(),
  };
}
