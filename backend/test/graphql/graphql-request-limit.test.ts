import request from 'supertest';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { onlyError, type GraphQLResponse } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PER_MINUTE = 20;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ...BEHIND_TEST_PROXY, GRAPHQL_REQUESTS_PER_MINUTE: String(PER_MINUTE) });
});
afterAll(() => app.close());

const ask = (network: string, query = '{ grantSchemes { id } }') =>
  request(app.server).post('/graphql').set({ 'Content-Type': 'application/json', 'X-Forwarded-For': network }).send({ query });

describe('GraphQL requests per network', () => {
  it(`answers ${PER_MINUTE} a minute from one network, refused documents included, then 429 with Retry-After; other networks go on`, async () => {
    const network = newClientAddress();
    const answers = await Promise.all(Array.from({ length: PER_MINUTE }, (_, i) => ask(network, i % 2 ? '{ grantSchemes { id } }' : 'subscription { grantSchemes { id } }')));
    expect(answers.map((res) => res.status).sort()).toEqual([...Array<number>(PER_MINUTE / 2).fill(200), ...Array<number>(PER_MINUTE / 2).fill(400)]);

    const refused = await ask(network);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(onlyError(refused.body as GraphQLResponse<unknown>)).toMatchObject({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Number(refused.headers['retry-after']) },
    });

    expect((await ask(newClientAddress())).status).toBe(200);
    // The REST paths keep their own limits.
    expect((await request(app.server).get('/api/grants/schemes').set('X-Forwarded-For', network)).status).toBe(200);
  });
});
