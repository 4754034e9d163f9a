import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { HOST_ONLY_SESSION_COOKIE, SESSION_COOKIE } from '../../src/session/session.middleware.js';
import { SessionManager, UNHEARD } from '../../src/session/session.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { sessionCookieOf } from '../support/session-cookie.js';
import { startProductionTestApp, startTestApp, type TestApp } from '../support/test-app.js';

const CONSENT = { accepted: true, version: '1.0' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('visitor sessions', () => {
  it('sets a HttpOnly, SameSite=Lax cookie when the first thing is remembered', async () => {
    const res = await request(app.server).post('/api/consent').send(CONSENT);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it('keeps the session on later calls without setting a new cookie', async () => {
    const first = await request(app.server).post('/api/consent').send(CONSENT);
    const cookie = sessionCookieOf(first)!.split(';')[0];
    const read = await request(app.server).post('/api/epc/lookup').set('Cookie', cookie).send({ postcode: 'LS1 4AP' });
    expect(sessionCookieOf(read)).toBeUndefined();
    const write = await request(app.server).post('/api/consent').set('Cookie', cookie).send(CONSENT);
    expect(sessionCookieOf(write)).toBeUndefined();
  });

  it('does not create sessions for health checks or pages', async () => {
    expect(sessionCookieOf(await request(app.server).get('/healthz'))).toBeUndefined();
    expect(sessionCookieOf(await request(app.server).get('/'))).toBeUndefined();
  });

  it('stores the session in Redis under a hash of its id, with an idle expiry', async () => {
    const res = await request(app.server).post('/api/consent').send(CONSENT);
    const id = sessionCookieOf(res)!.split(';')[0].split('=')[1];
    const store = app.config.store;
    if (store.kind !== 'redis') throw new Error('expected the Redis store');
    const redis = new Redis(store.url);
    try {
      const key = `${store.keyPrefix}session:${createHash('sha256').update(id).digest('base64url')}`;
      expect(JSON.parse((await redis.get(key))!)).toEqual({ consent: res.body, createdAt: expect.any(String), visitorId: expect.any(String) });
      expect(await redis.ttl(key)).toBeGreaterThan(app.config.sessionTtlSeconds - 10);
      expect(await redis.exists(`${store.keyPrefix}session:${id}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe('the session cookie in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startProductionTestApp();
  });
  afterAll(() => production.close());

  it(`is ${HOST_ONLY_SESSION_COOKIE}: Secure, Path=/ and no Domain, as the prefix requires`, async () => {
    const res = await request(production.server).post('/api/consent').send(CONSENT);
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatch(/^__Host-warmwise\.sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const visitor = cookie.split(';')[0];
    expect((await request(production.server).get('/api/consent').set('Cookie', visitor)).body).toEqual(res.body);
  });

  it('ignores a session id under the plain name, which a sibling subdomain or plain HTTP could plant', async () => {
    const res = await request(production.server).post('/api/consent').send(CONSENT);
    const id = sessionCookieOf(res)!.split(';')[0].split('=')[1];
    const planted = await request(production.server).get('/api/consent').set('Cookie', `${SESSION_COOKIE}=${id}`);
    expect(planted.body).toBeNull();
  });

  it('is cleared under the same name at sign-out', async () => {
    const res = await request(production.server).post('/api/consent').send(CONSENT);
    const out = await request(production.server).post('/api/logout').set('Cookie', sessionCookieOf(res)!.split(';')[0]);
    expect(sessionCookieOf(out)).toMatch(/^__Host-warmwise\.sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/);
  });
});

describe('Session', () => {
  const store = new MemoryStore();
  const manager = new SessionManager(store, 60);
  afterAll(() => store.close());
  const UNAVAILABLE = 'store down';

  it('costs the store nothing until kept, and is saved once however many writes keep it at once', async () => {
    const announced: string[] = [];
    const session = manager.start({ ...UNHEARD, idChanged: (s) => announced.push(s.id) });
    expect(store.size).toBe(0);
    await Promise.all([session.keep(UNAVAILABLE), session.keep(UNAVAILABLE), session.keep(UNAVAILABLE)]);
    expect(announced).toEqual([session.id]);
    expect((await manager.load(session.id, UNHEARD))?.data).toEqual(session.data);
  });

  it('rotates to a new id at sign-in, keeping its data and ending the old id', async () => {
    const session = manager.start(UNHEARD);
    await session.keep(UNAVAILABLE);
    const oldId = session.id;
    await session.rotate();
    expect(session.id).not.toBe(oldId);
    expect(await manager.load(oldId, UNHEARD)).toBeNull();
    expect((await manager.load(session.id, UNHEARD))?.data).toEqual(session.data);
  });

  it('is forgotten when ended, and becomes a new visitor that is not stored', async () => {
    const session = manager.start(UNHEARD);
    await session.keep(UNAVAILABLE);
    const { id, data } = session;
    await session.end();
    expect(await manager.load(id, UNHEARD)).toBeNull();
    expect(session.data.visitorId).not.toBe(data.visitorId);
    expect(session.stored).toBe(false);
  });

  it('refuses to keep a transient session (the store was down) with the caller’s words', async () => {
    await expect(manager.transient().keep(UNAVAILABLE)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE });
  });
});
