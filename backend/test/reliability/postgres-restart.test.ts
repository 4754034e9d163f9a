import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/database/database-unavailable.js';
import { PROPERTY } from '../support/accounts.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startStoppablePostgres, type StoppablePostgres } from '../support/stoppable-postgres.js';

/**
 * PostgreSQL stopped while visitors save homes and plans: every write either succeeds whole or
 * fails with a clean 503, and the same app instance writes again once PostgreSQL is back.
 */
const WRITERS = 6;
const PLANNED_PROPERTIES = 4;
// Enough answers on each side of the stop that the outage is really met mid-stream.
const SUCCESSES_BEFORE_STOP = 12;
const FAILURES_WHILE_DOWN = 12;

type WriteKind = 'property' | 'plan';
interface Answer {
  kind: WriteKind;
  status: number;
  contentType: string;
  text: string;
}

let postgres: StoppablePostgres;
let sharedAdminUrl: string | undefined;
let app: TestApp;
let base: string;
let cookie: string;
let plannedPropertyIds: string[];

beforeAll(async () => {
  postgres = await startStoppablePostgres();
  // startTestApp creates its database on TEST_DATABASE_URL: point it at the cluster this file may stop.
  sharedAdminUrl = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = postgres.adminUrl;
  app = await startTestApp();
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  cookie = await newVisitor(app.server);
  plannedPropertyIds = [];
  for (let i = 0; i < PLANNED_PROPERTIES; i++) plannedPropertyIds.push(((await write('property', i)).json as { id: string }).id);
}, 120_000);

afterAll(async () => {
  await app?.close();
  process.env.TEST_DATABASE_URL = sharedAdminUrl;
  await postgres?.remove();
}, 60_000);

async function write(kind: WriteKind, n: number): Promise<Answer & { json: unknown }> {
  const [path, body] =
    kind === 'property'
      ? ['/api/properties', { ...PROPERTY, address: `${n + 1} Restart Road, Birmingham` }]
      : ['/api/recommendations', { propertyId: plannedPropertyIds[n % plannedPropertyIds.length] }];
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify(body),
    // A hung request would show as a failed answer here rather than as a test time-out.
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { kind, status: res.status, contentType: res.headers.get('content-type') ?? '', text, json: text ? JSON.parse(text) : null };
}

/** Counts rows straight from PostgreSQL, past the app and its pool. */
async function rowCounts() {
  const client = new pg.Client({ connectionString: app.db.url });
  await client.connect();
  try {
    const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0].n);
    return {
      properties: await count('select count(*) as n from property'),
      plans: await count('select count(*) as n from energy_plan'),
      plansWithoutRecommendations: await count(
        'select count(*) as n from energy_plan p where not exists (select 1 from recommendation r where r.plan_id = p.id)',
      ),
      recommendations: await count('select count(*) as n from recommendation'),
    };
  } finally {
    await client.end();
  }
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting until ${what}`);
}

const isReady = () => fetch(`${base}/readyz`).then((res) => res.status === 200, () => false);

describe('PostgreSQL stopped and started again under writes', () => {
  const answers: Answer[] = [];
  let readyWhileDown: { status: number; body: unknown };
  let healthWhileDown: number;

  beforeAll(async () => {
    let writing = true;
    let sent = 0;
    const writer = async () => {
      while (writing) {
        const n = sent++;
        answers.push(await write(n % 2 === 0 ? 'property' : 'plan', n));
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    const count = (status: number) => answers.filter((answer) => answer.status === status).length;

    await waitUntil(() => count(201) >= SUCCESSES_BEFORE_STOP, `${SUCCESSES_BEFORE_STOP} writes succeeded`);
    await postgres.stop();
    await waitUntil(() => count(503) >= FAILURES_WHILE_DOWN, `${FAILURES_WHILE_DOWN} writes failed`);
    const ready = await fetch(`${base}/readyz`);
    readyWhileDown = { status: ready.status, body: await ready.json() };
    healthWhileDown = (await fetch(`${base}/healthz`)).status;
    writing = false;
    await Promise.all(writers);
    await postgres.start();
    await waitUntil(isReady, 'the app reports ready again');
  }, 120_000);

  it('met the outage mid-stream: writes succeeded before it and failed during it', () => {
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(SUCCESSES_BEFORE_STOP);
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThanOrEqual(FAILURES_WHILE_DOWN);
  });

  it('answers every failed write with a clean 503 JSON and the generic message', () => {
    const failed = answers.filter((answer) => answer.status !== 201);
    expect(new Set(failed.map((answer) => answer.status))).toEqual(new Set([503]));
    for (const answer of failed) {
      expect(answer.contentType).toContain('application/json');
      expect(JSON.parse(answer.text)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
  });

  it('reports not ready while PostgreSQL is down, yet stays alive', () => {
    expect(readyWhileDown).toEqual({ status: 503, body: { status: 'unavailable', checks: { database: 'down', redis: 'up' } } });
    expect(healthWhileDown).toBe(200);
  });

  it('stored exactly the writes it confirmed, each plan with its recommendations', async () => {
    const confirmed = (kind: WriteKind) => answers.filter((answer) => answer.kind === kind && answer.status === 201);
    // A home has one plan: every confirmed plan write for it answered that same plan.
    const confirmedPlans = new Map(
      confirmed('plan')
        .map((answer) => (JSON.parse(answer.text) as { energyPlan: { id: string; recommendations: { all: unknown[] } } }).energyPlan)
        .map((plan) => [plan.id, plan.recommendations.all.length]),
    );
    const confirmedRecommendations = [...confirmedPlans.values()].reduce((sum, n) => sum + n, 0);
    expect(await rowCounts()).toEqual({
      properties: PLANNED_PROPERTIES + confirmed('property').length,
      plans: confirmedPlans.size,
      plansWithoutRecommendations: 0,
      recommendations: confirmedRecommendations,
    });
  });

  it('writes again on the same app instance once PostgreSQL is back (the pool reconnects)', async () => {
    const property = await write('property', 1_000);
    expect(property.status).toBe(201);
    const plan = await write('plan', 0);
    expect(plan.status).toBe(201);
  });

  it('has every pool connection back once the requests are answered (none leaked by the outage)', async () => {
    const pool = await app.db.orm.em.getConnection().getNativeClient();
    expect({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }).toEqual({ inUse: 0, waiting: 0 });
  });
});
