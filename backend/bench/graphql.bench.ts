/**
 * `npm run bench:graphql`: what a hostile GraphQL document costs the production server.
 * 1. Fragment chains (each fragment spreads the next twice) of 22 and 30 links, anonymous: time to
 *    the 400 over HTTP, sequential.
 * 2. /healthz while eight 30-link chains arrive at once: does anything wait behind them?
 * 3. A long document of 330 distinct fragments (each spread once), near the token limit: what
 *    graphql-js itself spends parsing and validating it.
 * 4. /healthz p95 idle, then under overlapping-fields floods: four clients each sending 15
 *    documents a second of fields repeated with different arguments (which graphql-js's
 *    overlapping-fields rule compares pairwise): 15 kB over the field limit, then the most every
 *    limit lets through. Target: p95 under the flood within 2× idle. The flood's clients and the
 *    /healthz probe run on threads of their own, as an attacker's machines and a monitor would.
 * Results are appended to docs/benchmarks.md with the date and machine.
 */
import type { AddressInfo } from 'node:net';
import { startTestServices } from '../test/support/services.ts';
import { doublingFragmentChain, singleFragmentChain } from '../test/graphql/support/fragment-documents.ts';
import { MERGE_LIMITS } from '../src/graphql/limits/merge-load.ts';
import { percentile, recordBenchmark } from './bench-support.ts';
import { type Flood, healthTimings, healthUnderFlood } from './flood-threads.ts';

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

/** Every root field that takes an argument; each copy gets an argument of its own. */
const ROOT_FIELDS_WITH_ARGUMENTS = ['property(id:"N"){id}', 'energyPlan(propertyId:"N"){potentialSavings}', 'sharedPlan(token:"N"){sharedAt}', 'addressLookup(postcode:"N"){reset}', 'recommendationDetails(title:"N"){title}'];
const FLOOD_SECONDS = 10;
const FLOOD = { clients: 4, perSecond: 15, expectedStatus: 400 };
/** 540 fields of one name with different arguments: over the field limit. */
const OVER_THE_LIMIT: Flood = { ...FLOOD, fields: ['property(id:"N"){id}'], perField: 540 };
/** Every root field as often as the limits allow: graphql-js validates it in full and refuses its conflicts. */
const WITHIN_THE_LIMITS: Flood = { ...FLOOD, fields: ROOT_FIELDS_WITH_ARGUMENTS, perField: MERGE_LIMITS.sameResponseName };

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

  const idle = await healthTimings(endpoint, FLOOD_SECONDS);
  const overLimit = await healthUnderFlood(endpoint, FLOOD_SECONDS, OVER_THE_LIMIT);
  const withinLimit = await healthUnderFlood(endpoint, FLOOD_SECONDS, WITHIN_THE_LIMITS);
  const ratio = (flood: number[]) => (percentile(flood, 95) / percentile(idle, 95)).toFixed(2);

  const lines = [
    `- 22-link doubling fragment chain (${doublingFragmentChain(22).length} bytes, 2^21 fields expanded), anonymous, production mode, ${RUNS} sequential, each with fragment names never sent before: ${summary(chain22)} to the 400 (before the limits were linear: 8.9 s)`,
    `- 30-link doubling fragment chain (${doublingFragmentChain(30).length} bytes, 2^29 fields expanded): ${summary(chain30)} (target < 50 ms)`,
    `- /healthz sent while eight 30-link chains arrive at once, 50 rounds: ${summary(healthWaits)}`,
    `- 330 distinct fragments spread once each (${longDocument.length} bytes): ${summary(long)} to its 200 answer`,
    `- /healthz idle, one at a time every 20 ms for ${FLOOD_SECONDS} s: ${summary(idle)}`,
    `- overlapping-fields flood over the field limit (${overLimit.bytes} bytes, ${OVER_THE_LIMIT.perField} fields of one name with different arguments), ${FLOOD.clients} client threads × ${FLOOD.perSecond}/s for ${FLOOD_SECONDS} s, ${overLimit.documents.length} documents: each ${summary(overLimit.documents)} to its 400; /healthz meanwhile ${summary(overLimit.health)}, p95 ${ratio(overLimit.health)}× idle (target ≤ 2×)`,
    `- the same flood at the most the limits let through (${withinLimit.bytes} bytes, ${ROOT_FIELDS_WITH_ARGUMENTS.length} root fields each ${WITHIN_THE_LIMITS.perField} times with different arguments, validated in full and refused for their conflicts), ${withinLimit.documents.length} documents: each ${summary(withinLimit.documents)}; /healthz meanwhile ${summary(withinLimit.health)}, p95 ${ratio(withinLimit.health)}× idle (target ≤ 2×)`,
  ];
  console.log(lines.join('\n'));
  await recordBenchmark('GraphQL limits (`npm run bench:graphql`)', lines);
} finally {
  await app.close();
  await services.stop();
}
