import request from 'supertest';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { startOwnRedis, type OwnRedis } from '../support/services.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Redis is a cache, not a gate: it is killed (SIGKILL) under a mixed load of reads and writes, and
 * started again, empty, a couple of seconds later. Writes PostgreSQL can hold must all go through,
 * their visitors must read them back, and the per-network limits must still hold meanwhile.
 */
let redis: OwnRedis;
let app: TestApp;
beforeAll(async () => {
  redis = await startOwnRedis();
  app = await startTestApp({ ...BEHIND_TEST_PROXY, REDIS_URL: redis.url });
});
afterAll(async () => {
  await app.close();
  await redis.stop();
});

const WORKERS = 6;
const HOME = { address: '12 Stechford Lane, Birmingham', postcode: 'B33 8TH', propertyType: 'Semi-detached', yearBuilt: '1945-1964' };
const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Loft insulation', message: 'How thick should it be?' };

interface Tally {
  writes: number;
  writesWhileDown: number;
  failed: string[];
  reads: number;
}

/**
 * One person's visit, in a browser that keeps the cookies it is sent: consent (the session's first
 * save), a home, reading it back, a message, the grant schemes. A session Redis lost (killed, or
 * back empty) is a new one, whose cookie the browser then keeps.
 */
async function visit(tally: Tally, redisDown: () => boolean) {
  const network = newClientAddress();
  const browser = request.agent(app.server);
  const write = async (what: string, send: () => Promise<request.Response>, expected: number) => {
    const down = redisDown();
    const res = await send();
    if (res.status !== expected) tally.failed.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    tally.writes += 1;
    if (down) tally.writesWhileDown += 1;
    return res;
  };
  await write('consent', () => browser.post('/api/consent').set('X-Forwarded-For', network).send({ accepted: true, version: '1.0' }), 201);
  const home = await write('home', () => browser.post('/api/properties').set('X-Forwarded-For', network).send(HOME), 201);
  const own = await browser.get(`/api/properties/${String(home.body.id)}`).set('X-Forwarded-For', network);
  if (own.status !== 200) tally.failed.push(`reading the home back: ${own.status}`);
  await write('contact', () => browser.post('/api/contact').set('X-Forwarded-For', network).send(CONTACT), 201);
  const schemes = await browser.get('/api/grants/schemes');
  if (schemes.status !== 200) tally.failed.push(`grant schemes: ${schemes.status}`);
  tally.reads += 2;
}

describe('Redis killed under load', () => {
  it('loses no write, and every visitor reads back what they saved', async () => {
    const tally: Tally = { writes: 0, writesWhileDown: 0, failed: [], reads: 0 };
    let down = false;
    const until = Date.now() + 5_000;
    const worker = async () => {
      while (Date.now() < until) await visit(tally, () => down);
    };
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await redis.kill();
      down = true;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await redis.restart();
      down = false;
    })();
    await Promise.all([outage, ...Array.from({ length: WORKERS }, worker)]);

    expect(tally.failed).toEqual([]);
    expect(tally.writesWhileDown).toBeGreaterThan(10);
    const [homes] = await app.db.orm.em.fork().getConnection().execute('select count(*) as n from property');
    expect(Number(homes.n)).toBe(tally.writes / 3);
  });

  it('holds the per-network limits while Redis is away, counting in this process', async () => {
    await redis.kill();
    try {
      const network = newClientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await request(app.server).post('/api/contact').set('X-Forwarded-For', network).send(CONTACT)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await redis.restart();
    }
  });
});
