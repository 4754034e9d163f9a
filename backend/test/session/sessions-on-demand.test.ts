import request from 'supertest';
import { DEVICE_COOKIE } from '../../src/accounts/session-control.js';
import { NEW_SESSIONS_PER_NETWORK, SESSION_COOKIE } from '../../src/session/session.middleware.js';
import { PROPERTY, registerAccount, uniqueEmail } from '../support/accounts.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { graphql } from '../support/graphql.js';
import { sessionCookieOf } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { floodWithReads } from './support/cookie-less-reads.js';
import { storedEntries } from './support/session-keys.js';

const cookieOf = (res: request.Response) => sessionCookieOf(res)?.split(';')[0];

describe.each([
  ['Redis', {}],
  ['the memory store', { REDIS_URL: undefined }],
] as const)('sessions only when something must be remembered, on %s', (_kind, env) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(env);
    // Anything a first read or plan build puts in the store for good (caches, this address's
    // counters) is there before counting.
    await floodWithReads(app.server, 6);
    await request(app.server).post('/api/recommendations').send(PROPERTY);
  });
  afterAll(() => app.close());

  it('stores no session and sets no cookie for 200 cookie-less look-ups and queries', async () => {
    const before = await storedEntries(app);
    const { statuses, cookiesSet } = await floodWithReads(app.server, 200);
    expect([...statuses].sort()).toEqual([200, 404]);
    expect(cookiesSet).toBe(0);
    expect(await storedEntries(app)).toBe(before);
  });

  it('stores exactly one session, and sets its cookie, on a cookie-less write', async () => {
    const before = await storedEntries(app);
    const saved = await request(app.server).post('/api/properties').send(PROPERTY);
    expect(saved.status).toBe(201);
    expect(saved.headers['set-cookie']).toHaveLength(1);
    expect(await storedEntries(app)).toBe(before + 1);
    const visitor = cookieOf(saved)!;
    expect((await request(app.server).get(`/api/properties/${saved.body.id}`).set('Cookie', visitor)).status).toBe(200);
    expect((await request(app.server).get(`/api/properties/${saved.body.id}`)).status).toBe(404);
    // Later writes use the same session: no new cookie, no new entry.
    const second = await request(app.server).post('/api/properties').set('Cookie', visitor).send(PROPERTY);
    expect(second.status).toBe(201);
    expect(sessionCookieOf(second)).toBeUndefined();
    expect(await storedEntries(app)).toBe(before + 1);
  });

  it('a plan for a new home profile keeps the session through the property it saves', async () => {
    const before = await storedEntries(app);
    const plan = await request(app.server).post('/api/recommendations').send(PROPERTY);
    expect(plan.status).toBe(201);
    expect(plan.headers['set-cookie']).toHaveLength(1);
    expect(await storedEntries(app)).toBe(before + 1);
    const planPath = `/api/properties/${plan.body.property.id}/energy-plan`;
    expect((await request(app.server).get(planPath).set('Cookie', cookieOf(plan)!)).status).toBe(200);
    expect((await request(app.server).get(planPath)).status).toBe(404);
  });

  it('stores one session, and sets its cookie, on a cookie-less GraphQL mutation', async () => {
    const before = await storedEntries(app);
    const { body, headers } = await graphql(app.server, 'mutation { recordConsent(accepted: true) { version } }');
    expect(body.errors).toBeUndefined();
    expect(headers['set-cookie']).toHaveLength(1);
    expect(await storedEntries(app)).toBe(before + 1);
  });

  it('stores nothing for a write that is refused', async () => {
    const before = await storedEntries(app);
    const refused = await Promise.all([
      request(app.server).post('/api/properties').send({ ...PROPERTY, postcode: 'not a postcode' }),
      request(app.server).post('/api/consent').send({ accepted: false }),
      request(app.server).post('/api/contact').send({ name: 'Sam' }),
      graphql(app.server, 'mutation { recordConsent(accepted: false) { version } }'),
    ]);
    for (const res of refused) expect(res.headers['set-cookie']).toBeUndefined();
    expect(await storedEntries(app)).toBe(before);
  });

  it('a forged or unknown cookie is neither stored nor echoed; a write replaces it with a new session', async () => {
    const forged = 'warmwise.sid=' + 'A'.repeat(43);
    const read = await request(app.server).get('/api/consent').set('Cookie', forged);
    expect(sessionCookieOf(read)).toBeUndefined();
    const write = await request(app.server).post('/api/consent').set('Cookie', forged).send({ accepted: true });
    expect(write.status).toBe(201);
    expect(cookieOf(write)).toMatch(/^warmwise\.sid=[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(write)).not.toBe(forged);
  });

  it('signs in a visitor who arrives without a cookie', async () => {
    const email = uniqueEmail('cookie-less');
    await registerAccount(app, email, '');
    const login = await request(app.server).post('/api/login').send({ email, password: 'correct horse battery staple' });
    expect(login.status).toBe(200);
    // One session, and the device cookie that lets this browser past a guesser's network limits.
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((cookie) => cookie.split('=')[0]);
    expect(cookies.sort()).toEqual([DEVICE_COOKIE, SESSION_COOKIE].sort());
    const user = await request(app.server).get('/api/auth/user').set('Cookie', cookieOf(login)!);
    expect(user.body.email).toBe(email);
  });
});

describe('new sessions per client network', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp(BEHIND_TEST_PROXY);
  });
  afterAll(() => proxied.close());

  const consentFrom = (address: string, cookie?: string) => {
    const req = request(proxied.server).post('/api/consent').set('X-Forwarded-For', address);
    return (cookie ? req.set('Cookie', cookie) : req).send({ accepted: true });
  };

  it('a script dropping its cookie starts 100 an hour, in parallel or not; then 429, nothing stored; other networks and kept sessions go on', async () => {
    const script = newClientAddress();
    const kept = cookieOf(await consentFrom(script))!;
    const before = await storedEntries(proxied);
    const answers: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 20 }, () => consentFrom(script)))).map((res) => res.status));
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(NEW_SESSIONS_PER_NETWORK.limit - 1);
    expect(answers.filter((status) => status === 429)).toHaveLength(1);
    const refused = await consentFrom(script);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await storedEntries(proxied)).toBe(before + NEW_SESSIONS_PER_NETWORK.limit - 1);

    expect((await consentFrom(script, kept)).status).toBe(201);
    expect((await consentFrom(newClientAddress())).status).toBe(201);
  });
});
