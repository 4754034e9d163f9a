/**
 * `npm run bench:graphql`: what a hostile GraphQL document costs the production server.
 * 1. Fragment chains (each fragment spreads the next twice) of 22 and 30 links, anonymous: time to
 *    the 400 over HTTP, sequential.
 * 2. /healthz while eight 30-link chains arrive at once: does anything wait behind them?
 * 3. A long document of 330 distinct fragments (each spread once), near the token limit: what
 *    graphql-js itself spends parsing and validating it.
 * Results are appended to docs/benchmarks.md with the date and machine.
 */
import type { AddressInfo } from 'node:net';
import { startTestServices } from '../test/support/services.ts';
import { doublingFragmentChain, singleFragmentChain } from '../test/graphql/support/fragment-documents.ts';
import { percentile, recordBenchmark } from './bench-support.ts';

const RUNS = 200;

const services = await startTestServices();
process.env.TEST_DATABASE_URL = services.databaseAdminUrl;
process.env.TEST_REDIS_URL = services.redisUrl;
const { startProductionTestApp } = await import('../test/support/test-app.ts');
const app = await startProductionTestApp();
const endpoint = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Milliseconds to the answer, which must have the expected status. */
async function answer(document: string, expectedStatus = 400): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${endpoint}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: document }) });
  await res.arrayBuffer();
  if (res.status !== expectedStatus) throw new Error(`expected ${expectedStatus}, got ${res.status}`);
  return performance.now() - started;
}

let sent = 0;
/** The document with its fragments renamed, never sent before: Apollo caches what it has parsed and validated. */
const fresh = (document: string) => document.replaceAll(/\bF(\d+)/g, `N${++sent}x$1`);

async function timings(document: string, expectedStatus = 400): Promise<number[]> {
  for (let i = 0; i < 20; i++) await answer(fresh(document), expectedStatus); // warm up
  const measured: number[] = [];
  for (let i = 0; i < RUNS; i++) measured.push(await answer(fresh(document), expectedStatus));
  return measured;
}

const summary = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

try {
  const chain22 = await timings(doublingFragmentChain(22));
  const chain30 = await timings(doublingFragmentChain(30));

  const healthWaits: number[] = [];
  for (let round = 0; round < 50; round++) {
    const attacks = Array.from({ length: 8 }, () => answer(fresh(doublingFragmentChain(30))));
    const started = performance.now();
    const health = await fetch(`${endpoint}/healthz`);
    await health.arrayBuffer();
    healthWaits.push(performance.now() - started);
    await Promise.all(attacks);
  }

  // 330 fragments, each spread once: within every limit, so it runs; the cost is graphql-js parsing
  // and validating a document near the token limit.
  const longDocument = singleFragmentChain(330);
  const long = await timings(longDocument, 200);

  const lines = [
    `- 22-link doubling fragment chain (${doublingFragmentChain(22).length} bytes, 2^21 fields expanded), anonymous, production mode, ${RUNS} sequential, each with fragment names never sent before: ${summary(chain22)} to the 400 (before the limits were linear: 8.9 s)`,
    `- 30-link doubling fragment chain (${doublingFragmentChain(30).length} bytes, 2^29 fields expanded): ${summary(chain30)} (target < 50 ms)`,
    `- /healthz sent while eight 30-link chains arrive at once, 50 rounds: ${summary(healthWaits)}`,
    `- 330 distinct fragments spread once each (${longDocument.length} bytes): ${summary(long)} to its 200 answer`,
  ];
  console.log(lines.join('\n'));
  await recordBenchmark('GraphQL limits (`npm run bench:graphql`)', lines);
} finally {
  await app.close();
  await services.stop();
}
