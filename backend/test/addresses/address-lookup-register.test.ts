import request from 'supertest';
import { BASIC_ENV } from '../epc/register/support/register-harness.js';
import { FakeRegister } from '../epc/register/support/fake-register.js';
import { certificate, odcJson } from '../epc/register/support/register-rows.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let fake: FakeRegister;
let app: TestApp;
beforeAll(async () => {
  fake = await FakeRegister.start();
  app = await startTestApp({ ...BASIC_ENV, EPC_REGISTER_BASE_URL: fake.baseUrl, EPC_REGISTER_TIMEOUT_MS: '500' });
});
afterAll(async () => {
  await app.close();
  await fake.stop();
});

const lookup = (postcode: string) => request(app.server).post('/api/epc/lookup').send({ postcode });

describe('address look-up with the live register configured', () => {
  it('answers from the register, then from the cache, with the homes it stored', async () => {
    fake.reset(() => ({ body: odcJson([certificate({ POSTCODE: 'LS6 1AA', ADDRESS: '7 Headingley Lane' })]) }));
    const first = await lookup('ls6 1aa');
    expect(first.body).toMatchObject({ source: 'register', reset: false });
    expect(first.body.addresses.map((a: { address: string }) => a.address)).toEqual(['7 Headingley Lane']);
    const second = await lookup('LS6 1AA');
    expect(second.body).toMatchObject({ source: 'cache', addresses: first.body.addresses });
    expect(fake.requests).toHaveLength(1);
  });

  it('falls back to the local data when the register fails', async () => {
    fake.reset(() => ({ status: 500, body: 'upstream broke' }));
    const res = await lookup('LS1 4AP');
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('local');
    expect(res.body.addresses.length).toBeGreaterThan(0);
  });
});
