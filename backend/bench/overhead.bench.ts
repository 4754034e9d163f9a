/**
 * `npm run bench:overhead`: what our framework costs, as a ratio measured in one run. Our server
 * (its own process, on PostgreSQL with the sample EPC data and Redis) against the bare baselines
 * of bare-servers.ts (another process): the same GraphQL grant schemes query, and the same
 * postcode look-up SQL. autocannon, 20 connections, alternating ours and bare in short rounds so
 * drift in the machine's load falls on both. Appends the ratios to docs/benchmarks.md.
 * Target (ours): at least 0.75 of bare on both.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runServer } from '../test/support/server-process.ts';
import { startTestServices } from '../test/support/services.ts';
import { deleteKeys } from '../test/support/test-app.ts';
import { createTestDatabase } from '../test/support/test-database.ts';
import { recordBenchmark, waitForQuietMachine } from './bench-support.ts';

const CONNECTIONS = 20;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
const TARGET_RATIO = 0.75;
const LOOKUP_POSTCODE = 'B33 8TH';
const GRANTS_QUERY = '{ grantSchemes { id name amount provider description } }';

interface Scenario {
  name: string;
  path: { ours: string; bare: string };
  body: string;
}

const SCENARIOS: Scenario[] = [
  { name: 'GraphQL grantSchemes', path: { ours: '/graphql', bare: '/' }, body: JSON.stringify({ query: GRANTS_QUERY }) },
  { name: 'POST /api/epc/lookup', path: { ours: '/api/epc/lookup', bare: '/' }, body: JSON.stringify({ postcode: LOOKUP_POSTCODE }) },
];

/** Requests answered with a 2xx in one round; throws on errors, which would make the ratio meaningless. */
async function round(url: string, body: string): Promise<number> {
  const result = await autocannon({ url, method: 'POST', connections: CONNECTIONS, duration: ROUND_SECONDS, headers: { 'content-type': 'application/json' }, body });
  if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  return result.requests.total;
}

function startBareServers(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-servers.ts')], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const urls = new Promise<{ graphql: string; lookup: string }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const graphql = /bare graphql (\S+)/.exec(output)?.[1];
      const lookup = /bare lookup (\S+)/.exec(output)?.[1];
      if (graphql && lookup) resolve({ graphql, lookup });
    });
    child.once('exit', (code) => reject(new Error(`the bare servers exited with ${code}`)));
  });
  return { child, urls };
}

const loadBefore = await waitForQuietMachine();
const services = await startTestServices();
process.env.TEST_DATABASE_URL = services.databaseAdminUrl;
const database = await createTestDatabase();
const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-overhead-outbox-'));
const keyPrefix = `bench:${randomBytes(6).toString('hex')}:`;
// Development mode seeds the sample EPC data; warn-level logs keep per-request lines out of the pipe.
// The load comes from one address, far past what the per-network GraphQL limit lets one network send.
const ours = runServer({
  NODE_ENV: 'development',
  DATABASE_URL: database.url,
  REDIS_URL: services.redisUrl,
  STORE_KEY_PREFIX: keyPrefix,
  MAIL_OUTBOX_DIR: outboxDir,
  LOG_LEVEL: 'warn',
  GRAPHQL_REQUESTS_PER_MINUTE: '100000000',
});
const bare = startBareServers(database.url);

async function measure(): Promise<boolean> {
  const oursBase = (await ours.url).replace('localhost', '127.0.0.1');
  const bareUrls = await bare.urls;
  const bareBase = { 'GraphQL grantSchemes': bareUrls.graphql, 'POST /api/epc/lookup': bareUrls.lookup } as Record<string, string>;
  const lines: string[] = [];
  let met = true;
  for (const scenario of SCENARIOS) {
    const oursUrl = `${oursBase}${scenario.path.ours}`;
    const bareUrl = `${bareBase[scenario.name]}${scenario.path.bare}`;
    await round(oursUrl, scenario.body); // warm-up: JIT, pools, caches
    await round(bareUrl, scenario.body);
    let oursTotal = 0;
    let bareTotal = 0;
    for (let n = 0; n < ROUNDS; n++) {
      oursTotal += await round(oursUrl, scenario.body);
      bareTotal += await round(bareUrl, scenario.body);
    }
    const seconds = ROUNDS * ROUND_SECONDS;
    const ratio = oursTotal / bareTotal;
    met &&= ratio >= TARGET_RATIO;
    const line = `- ${scenario.name}: ours ${Math.round(oursTotal / seconds).toLocaleString('en-GB')} req/s, bare ${Math.round(bareTotal / seconds).toLocaleString('en-GB')} req/s, ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : '**not met**'})`;
    console.log(line.slice(2));
    lines.push(line);
  }
  await recordBenchmark('Framework overhead (`npm run bench:overhead`)', [
    `- set-up: our server in development mode (its own process, PostgreSQL with the sample EPC data, Redis) against bare-servers.ts (graphql-js on node:http; node:http and pg with the same SQL) in another; autocannon ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s after a warm-up round each; 1-minute load ${loadBefore.toFixed(2)} before`,
    ...lines,
  ]);
  return met;
}

async function cleanUp(): Promise<void> {
  ours.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  await ours.exited;
  await database.drop();
  await deleteKeys(services.redisUrl, keyPrefix);
  await rm(outboxDir, { recursive: true, force: true });
  await services.stop();
}

const met = await measure().finally(cleanUp);
process.exit(met ? 0 : 1);
