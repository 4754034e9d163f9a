import request from 'supertest';
import { loadConfig } from '../../src/config/env.js';
import { newVisitor } from '../support/session-cookie.js';
import { startProductionTestApp, type TestApp } from '../support/test-app.js';

const interaction = (app: TestApp, cookie: string, forwardedFor: string) =>
  request(app.server)
    .post('/api/learn-more-click')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', forwardedFor)
    .send({ recommendationTitle: 'Loft Insulation' });

describe('X-Forwarded-For in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startProductionTestApp();
  });
  afterAll(() => app.close());

  it('is ignored unless TRUST_PROXY names the proxy: a forged address per request does not reset a per-address limit', async () => {
    const statuses: number[] = [];
    // Interactions allow 300 an hour per address; every request claims a new one. One visitor, so
    // the count is the interaction limit's, not the one on new sessions.
    const visitor = await newVisitor(app.server);
    for (let i = 0; i < 301; i += 1) statuses.push((await interaction(app, visitor, `203.0.113.${i % 250}, 198.51.100.${i % 250}`)).status);
    expect(statuses.slice(0, 300).every((status) => status === 202)).toBe(true);
    expect(statuses[300]).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  const production = { DATABASE_URL: 'postgres://db/x', SMTP_URL: 'smtp://mail', PUBLIC_BASE_URL: 'https://warmwise.example', AUTH_CODE_SECRET: 'a'.repeat(32) };

  it('trusts no proxy by default, in production too', () => {
    expect(loadConfig(production).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and named ranges', () => {
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,loopback, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.1', 'loopback', 'fd00::/8']);
  });

  it('refuses anything else at boot with a readable line', () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: not a hop count, address, CIDR range or loopback\/linklocal\/uniquelocal: true/);
    expect(() => loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });
});
