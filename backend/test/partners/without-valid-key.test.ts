import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { graphql, onlyError } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createPartnerKey } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
});
afterAll(() => app.close());

const NAME = `{ partner { name } }`;
const guess = (index: number) => `wk_${index.toString().padStart(43, 'A')}`;
const partnerQueryFrom = (headers: Record<string, string>, key: string) => graphql(app.server, NAME, {}, undefined, { ...headers, Authorization: `Bearer ${key}` });

describe('partner requests without a valid key', () => {
  it('are throttled per network: 20 in 15 minutes answer 401, then 429 with Retry-After; a valid key still works', async () => {
    const network = newClientAddress();
    const from = { 'X-Forwarded-For': network };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await partnerQueryFrom(from, guess(i))).status);
    expect(statuses).toEqual(Array<number>(20).fill(401));
    const refused = await partnerQueryFrom(from, guess(20));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(onlyError(refused.body)).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });

    const { key } = await createPartnerKey(app.db.url, 'Leeds City Council');
    expect((await partnerQueryFrom(from, key)).status).toBe(200);
    expect((await partnerQueryFrom({ 'X-Forwarded-For': newClientAddress() }, guess(21))).status).toBe(401);
  });
});
