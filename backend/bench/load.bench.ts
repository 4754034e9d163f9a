/**
 * `npm run bench:load`: the server under the load a real visitor mix produces, with pass/fail
 * thresholds. Runs the real server (its own process, so the load generator does not share its
 * event loop) on a fresh database with the sample EPC data and Redis, then, one after another:
 * 1. `POST /api/epc/lookup` with random postcodes of the sample data (the wizard's first step);
 * 2. `GET /api/properties/{id}/energy-plan` for stored plans, each connection a visitor of its own
 *    with their session cookie and home (the plan page, reloaded);
 * 3. a mix of what visitors do, each connection a visitor going round: a look-up, an address's
 *    details, their plan, the grant schemes, the home page and its main script (built web app,
 *    Brotli as a browser asks);
 * 4. `GET /healthz` (what a load balancer polls).
 * Prints PASS/FAIL per threshold, appends the figures to docs/benchmarks.md and exits 1 on FAIL.
 * The root script builds the web app first, so the mix's static files are the real ones.
 *
 * Connections: the box has 2 cores; the server is one Node process (one core) and PostgreSQL,
 * Redis and the load generator share the other. 20 connections keep every request queued
 * without piling up a backlog that only adds waiting time; /healthz touches nothing, so it gets 50.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PROPERTY } from '../test/support/accounts.ts';
import { randomBytes } from 'node:crypto';
import { runServer } from '../test/support/server-process.ts';
import { startTestServices } from '../test/support/services.ts';
import { deleteKeys } from '../test/support/test-app.ts';
import { createTestDatabase } from '../test/support/test-database.ts';
import { recordBenchmark, percentile, seededRandom, waitForQuietMachine } from './bench-support.ts';

/**
 * Thresholds, per scenario: errors and non-2xx answers, latency bounds and, where set, a least
 * throughput. The stored plan (1,500/s, p99 100 ms) and the mix (1,000/s, p99 200 ms, no error at
 * all) are the targets set for this 2-core box; the other bounds are ours, about twice what a quiet
 * run measures, so a neighbour's noise passes and a real regression fails.
 */
interface Scenario {
  connections: number;
  p95Ms: number;
  p99Ms: number;
  minPerSecond?: number;
  maxErrorRate: number;
}
const SCENARIOS = {
  lookup: { connections: 20, p95Ms: 80, p99Ms: 150, maxErrorRate: 0.01 },
  energyPlan: { connections: 20, p95Ms: 60, p99Ms: 100, minPerSecond: 1_500, maxErrorRate: 0.01 },
  mixed: { connections: 20, p95Ms: 120, p99Ms: 200, minPerSecond: 1_000, maxErrorRate: 0 },
  healthz: { connections: 50, p95Ms: 25, p99Ms: 50, maxErrorRate: 0.01 },
} as const satisfies Record<string, Scenario>;
const DURATION_SECONDS = 20;

type ScenarioName = keyof typeof SCENARIOS;
interface Visitor {
  cookie: string;
  propertyId: string;
}
interface Outcome {
  name: ScenarioName;
  requests: number;
  perSecond: number;
  errorRate: number;
  p50: number;
  p95: number;
  p99: number;
}

interface SampleHome {
  address: string;
  postcode: string;
}

/** Every home of the sample EPC data, in a fixed order. */
async function sampleHomes(databaseUrl: string): Promise<SampleHome[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<SampleHome>('select distinct address, postcode from epc_certificate order by postcode, address')).rows;
  } finally {
    await client.end();
  }
}

/** The home page's main script, as the built index.html names it. */
async function mainScriptPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const script = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error('the home page names no module script: build the web app first (npm run build)');
  return script;
}

/** A visitor as the wizard leaves them: a session, a saved home and its plan already built. */
async function createVisitor(base: string, n: number): Promise<Visitor> {
  const json = { 'Content-Type': 'application/json' };
  await fetch(`${base}/api/epc/lookup`, { method: 'POST', headers: json, body: JSON.stringify({ postcode: PROPERTY.postcode }) });
  const saved = await fetch(`${base}/api/properties`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...PROPERTY, address: `${n + 1} Load Lane, Birmingham` }),
  });
  if (saved.status !== 201) throw new Error(`saving a home answered ${saved.status}`);
  // Look-ups store nothing; the first save starts the session and sets its cookie.
  const cookie = (saved.headers.get('set-cookie') ?? '').split(';')[0];
  const { id } = (await saved.json()) as { id: string };
  // Reads never build a plan: the build mutation does, once, before the reads are measured.
  const plan = await fetch(`${base}/api/recommendations`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ propertyId: id }) });
  if (!plan.ok) throw new Error(`building the first plan answered ${plan.status}`);
  return { cookie, propertyId: id };
}

/** Runs one scenario; each autocannon connection takes the next visitor's requests. */
async function run(name: ScenarioName, base: string, requestsFor: (connection: number) => autocannon.Request[]): Promise<Outcome> {
  const { connections } = SCENARIOS[name];
  const latencies: number[] = [];
  let nextConnection = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: DURATION_SECONDS,
        setupClient: (client) => client.setRequests(requestsFor(nextConnection++)),
      },
      (error: unknown, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const answered = result.requests.total;
  return {
    name,
    requests: answered,
    perSecond: answered / DURATION_SECONDS,
    errorRate: (result.errors + result.non2xx) / Math.max(1, answered + result.errors),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** One line per scenario, and whether every threshold passed. */
function judge(outcome: Outcome): { line: string; passed: boolean } {
  const limits: Scenario = SCENARIOS[outcome.name];
  const errors = `errors + non-2xx ${(outcome.errorRate * 100).toFixed(2)}%`;
  const checks = [
    limits.maxErrorRate === 0
      ? { label: `${errors} = 0`, ok: outcome.errorRate === 0 }
      : { label: `${errors} < ${limits.maxErrorRate * 100}%`, ok: outcome.errorRate < limits.maxErrorRate },
    { label: `p95 ${outcome.p95.toFixed(1)} ms ≤ ${limits.p95Ms} ms`, ok: outcome.p95 <= limits.p95Ms },
    { label: `p99 ${outcome.p99.toFixed(1)} ms ≤ ${limits.p99Ms} ms`, ok: outcome.p99 <= limits.p99Ms },
    ...(limits.minPerSecond
      ? [{ label: `${Math.round(outcome.perSecond).toLocaleString('en-GB')}/s ≥ ${limits.minPerSecond.toLocaleString('en-GB')}/s`, ok: outcome.perSecond >= limits.minPerSecond }]
      : []),
  ];
  for (const check of checks) console.log(`${check.ok ? 'PASS' : 'FAIL'} ${outcome.name}: ${check.label}`);
  const verdicts = checks.map((check) => `${check.ok ? 'PASS' : '**FAIL**'} ${check.label}`).join('; ');
  return {
    passed: checks.every((check) => check.ok),
    line: `- ${outcome.name}, ${limits.connections} connections for ${DURATION_SECONDS} s: ${outcome.requests.toLocaleString('en-GB')} requests, ${Math.round(outcome.perSecond).toLocaleString('en-GB')}/s, p50 ${outcome.p50.toFixed(1)} ms. ${verdicts}`,
  };
}

const thresholdList = () =>
  Object.entries(SCENARIOS)
    .map(([name, limits]: [string, Scenario]) => `${name} p95/p99 ≤ ${limits.p95Ms}/${limits.p99Ms} ms${limits.minPerSecond ? ` and ≥ ${limits.minPerSecond.toLocaleString('en-GB')}/s` : ''}${limits.maxErrorRate === 0 ? ' with no error' : ''}`)
    .join('; ');

const loadBefore = await waitForQuietMachine();
const services = await startTestServices();
process.env.TEST_DATABASE_URL = services.databaseAdminUrl;
const database = await createTestDatabase();
const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-load-outbox-'));
// Development mode seeds the sample EPC data; warn-level logs, since per-request info lines would fill this script's pipe.
const keyPrefix = `bench:${randomBytes(6).toString('hex')}:`;
const server = runServer({
  NODE_ENV: 'development',
  DATABASE_URL: database.url,
  REDIS_URL: services.redisUrl,
  STORE_KEY_PREFIX: keyPrefix,
  MAIL_OUTBOX_DIR: outboxDir,
  LOG_LEVEL: 'warn',
});
/** Runs every scenario and records the figures; true when every threshold passed. */
async function measure(): Promise<boolean> {
  const base = (await server.url).replace('localhost', '127.0.0.1');
  const homes = await sampleHomes(database.url);
  const postcodes = [...new Set(homes.map((home) => home.postcode))];
  const script = await mainScriptPath(base);
  const visitorCount = Math.max(...Object.values(SCENARIOS).map((scenario) => scenario.connections));
  const visitors: Visitor[] = [];
  for (let n = 0; n < visitorCount; n++) visitors.push(await createVisitor(base, n));
  const random = seededRandom(7);
  const json = { 'content-type': 'application/json' };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  const outcomes = [
    await run('lookup', base, (connection) => [
      {
        method: 'POST',
        path: '/api/epc/lookup',
        headers: { 'content-type': 'application/json', cookie: visitors[connection].cookie },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ postcode: postcodes[Math.floor(random() * postcodes.length)] }) }),
      },
    ]),
    await run('energyPlan', base, (connection) => [
      { method: 'GET', path: `/api/properties/${visitors[connection].propertyId}/energy-plan`, headers: { cookie: visitors[connection].cookie } },
    ]),
    await run('mixed', base, (connection) => {
      const { cookie, propertyId } = visitors[connection];
      return [
        { method: 'POST', path: '/api/epc/lookup', headers: { ...json, cookie }, setupRequest: (request) => ({ ...request, body: JSON.stringify({ postcode: pick(postcodes) }) }) },
        { method: 'POST', path: '/api/epc/details', headers: { ...json, cookie }, setupRequest: (request) => ({ ...request, body: JSON.stringify(pick(homes)) }) },
        { method: 'GET', path: `/api/properties/${propertyId}/energy-plan`, headers: { cookie } },
        { method: 'GET', path: '/api/grants/schemes', headers: { cookie } },
        { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
        { method: 'GET', path: script, headers: { 'accept-encoding': 'br, gzip' } },
      ];
    }),
    await run('healthz', base, () => [{ method: 'GET', path: '/healthz' }]),
  ];
  const judged = outcomes.map(judge);
  const passed = judged.every((verdict) => verdict.passed);
  await recordBenchmark('Load (`npm run bench:load`)', [
    `- thresholds: ${thresholdList()}; errors + non-2xx under 1% elsewhere`,
    `- set-up: the server in its own process on PostgreSQL and Redis with the sample EPC data (${postcodes.length} postcodes, ${homes.length} homes) and the built web app, ${visitors.length} visitors each with a session and a stored plan; autocannon in a second process; the mix goes round look-up, details, plan, grant schemes, home page and its main script (${script}); 1-minute load ${loadBefore.toFixed(2)} before`,
    ...judged.map((verdict) => verdict.line),
    `- result: ${passed ? 'PASS' : '**FAIL**'}`,
  ]);
  console.log(passed ? 'PASS: every threshold met' : 'FAIL: see the lines above');
  return passed;
}

async function cleanUp(): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
  await database.drop();
  await deleteKeys(services.redisUrl, keyPrefix);
  await rm(outboxDir, { recursive: true, force: true });
  await services.stop();
}
const passed = await measure().finally(cleanUp);
process.exit(passed ? 0 : 1);
