import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { SESSION_COOKIE } from '../../src/session/session.middleware.js';
import { SessionManager } from '../../src/session/session.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { sessionCookieOf } from '../support/session-cookie.js';
import { startProductionTestApp, startTestApp, type TestApp } from '../support/test-app.js';


let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('visitor sessions', () => {
  it('creates a session on the first API call with a HttpOnly, SameSite=Lax cookie', async () => {
    const res = await request(app.server).post('/api/epc/lookup').send({ postcode: 'LS1 4AP' });
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it('keeps the session on later calls without setting a new cookie', async () => {
    const first = await request(app.server).post('/api/epc/lookup').send({ postcode: 'LS1 4AP' });
    const cookie = sessionCookieOf(first)!.split(';')[0];
    const second = await request(app.server).post('/api/epc/lookup').set('Cookie', cookie).send({ postcode: 'LS1 4AP' });
    expect(sessionCookieOf(second)).toBeUndefined();
  });

  it('replaces an unknown or forged session id with a new session', async () => {
    const res = await request(app.server)
      .post('/api/epc/lookup')
      .set('Cookie', `${SESSION_COOKIE}=forged`)
      .send({ postcode: 'LS1 4AP' });
    expect(sessionCookieOf(res)).toBeDefined();
    expect(sessionCookieOf(res)).not.toContain('forged');
  });

  it('creates sessions for GraphQL calls too', async () => {
    const res = await request(app.server).post('/graphql').send({ query: '{ __typename }' });
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it('does not create sessions for health checks or pages', async () => {
    expect(sessionCookieOf(await request(app.server).get('/healthz'))).toBeUndefined();
    expect(sessionCookieOf(await request(app.server).get('/'))).toBeUndefined();
  });

  it('stores the session in Redis under a hash of its id, with an idle expiry', async () => {
    const res = await request(app.server).post('/api/epc/lookup').send({ postcode: 'LS1 4AP' });
    const id = sessionCookieOf(res)!.split(';')[0].split('=')[1];
    const store = app.config.store;
    if (store.kind !== 'redis') throw new Error('expected the Redis store');
    const redis = new Redis(store.url);
    try {
      const key = `${store.keyPrefix}session:${createHash('sha256').update(id).digest('base64url')}`;
      expect(JSON.parse((await redis.get(key))!)).toEqual({ createdAt: expect.any(String), visitorId: expect.any(String) });
      expect(await redis.ttl(key)).toBeGreaterThan(app.config.sessionTtlSeconds - 10);
      expect(await redis.exists(`${store.keyPrefix}session:${id}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe('secure cookies in production', () => {
  it('marks the session cookie Secure', async () => {
    const production = await startProductionTestApp();
    try {
      const res = await request(production.server).post('/api/epc/lookup').send({ postcode: 'LS1 4AP' });
      expect(sessionCookieOf(res)).toContain('; Secure');
    } finally {
      await production.close();
    }
  });
});

describe('SessionManager', () => {
  const store = new MemoryStore();
  const manager = new SessionManager(store, 60);
  afterAll(() => store.close());

  it('regenerates a session under a new id, keeping its data and ending the old id', async () => {
    const session = await manager.create();
    const fresh = await manager.regenerate(session);
    expect(fresh.id).not.toBe(session.id);
    expect(fresh.data).toEqual(session.data);
    expect(await manager.load(session.id)).toBeNull();
    expect((await manager.load(fresh.id))?.data).toEqual(session.data);
  });

  it('forgets a destroyed session', async () => {
    const session = await manager.create();
    await manager.destroy(session);
    expect(await manager.load(session.id)).toBeNull();
  });
});
