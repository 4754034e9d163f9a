import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { HOME, saveHome } from '../plans/support.js';

/*
 * Two servers behind one load balancer: one PostgreSQL, one Redis (one key prefix). Whatever a
 * visitor did on one must hold on the other. (Scheduled jobs running once across servers:
 * test/jobs/scheduled-jobs.test.ts.)
 */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp(BEHIND_TEST_PROXY);
  if (first.config.store.kind !== 'redis') throw new Error('the suite runs with Redis');
  second = await startTestApp({ ...BEHIND_TEST_PROXY, DATABASE_URL: first.db.url, STORE_KEY_PREFIX: first.config.store.keyPrefix });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two servers sharing PostgreSQL and Redis', () => {
  it('honours on one the session made on the other, and its homes', async () => {
    const cookie = await newVisitor(first.server);
    const consent = await request(second.server).get('/api/consent').set('Cookie', cookie);
    expect(consent.body).toMatchObject({ accepted: true });
    const propertyId = await saveHome(first, cookie);
    const home = await request(second.server).get(`/api/properties/${propertyId}`).set('Cookie', cookie);
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ address: HOME.address });
    expect((await request(second.server).post('/api/recommendations').set('Cookie', cookie).send({ propertyId })).status).toBe(201);
    const plan = await request(second.server).get(`/api/properties/${propertyId}/energy-plan`).set('Cookie', cookie);
    expect(plan.status).toBe(200);
  });

  it('counts one rate limit across both: the sixth contact message in an hour is refused wherever it lands', async () => {
    const address = newClientAddress();
    const send = (app: TestApp, n: number) =>
      request(app.server).post('/api/contact').set('X-Forwarded-For', address).send({ name: 'Ann', email: `ann${n}@example.com`, subject: 'Hello', message: `Message ${n}` });
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) statuses.push((await send(n % 2 ? first : second, n)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('a server that is stopping', () => {
  it('says it is not ready, even over a connection the load balancer keeps open, and answers what it has', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = second.server.address() as AddressInfo;
    const readyz = () =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/readyz', agent }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    expect((await readyz()).status).toBe(200);
    const stopped = second.drain.stop(5_000);
    const during = await readyz();
    expect(during.status).toBe(503);
    expect(JSON.parse(during.body)).toMatchObject({ status: 'stopping' });
    expect(during.connection).toBe('close');
    await stopped;
    agent.destroy();
  });
});
