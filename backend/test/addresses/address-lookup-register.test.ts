import request from 'supertest';
import { certificate, odcJson } from '../epc/register/support/register-rows.js';
import { appWithFakeRegister } from './support/app-with-fake-register.js';

const running = appWithFakeRegister();

const lookup = (postcode: string) => request(running.app.server).post('/api/epc/lookup').send({ postcode });

describe('address look-up with the live register configured', () => {
  it('answers from the register, then from the cache, with the homes it stored', async () => {
    running.fake.reset(() => ({ body: odcJson([certificate({ POSTCODE: 'LS6 1AA', ADDRESS: '7 Headingley Lane' })]) }));
    const first = await lookup('ls6 1aa');
    expect(first.body).toMatchObject({ source: 'register', reset: false });
    expect(first.body.addresses.map((a: { address: string }) => a.address)).toEqual(['7 Headingley Lane']);
    const second = await lookup('LS6 1AA');
    expect(second.body).toMatchObject({ source: 'cache', addresses: first.body.addresses });
    expect(running.fake.requests).toHaveLength(1);
  });

  it('falls back to the local data when the register fails', async () => {
    running.fake.reset(() => ({ status: 500, body: 'upstream broke' }));
    const res = await lookup('LS1 4AP');
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('local');
    expect(res.body.addresses.length).toBeGreaterThan(0);
  });
});
