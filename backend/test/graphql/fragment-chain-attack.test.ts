import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { startProductionTestApp, type TestApp } from '../support/test-app.js';
import { doublingFragmentChain } from './support/fragment-documents.js';

let app: TestApp;
beforeAll(async () => {
  app = await startProductionTestApp();
});
afterAll(() => app.close());

describe('a fragment-chain attack on the production server', () => {
  // How long the refusals take is measured by `npm run bench:graphql`, not asserted here: a timed
  // assertion fails on a busy machine. That the walk is linear is counted in selection-stats.test.ts;
  // a server walking 2^29 expansions would not answer within the test's time-out at all.
  it('is refused, without cookies, and /healthz answers while it is sent in parallel', async () => {
    const attacks = [22, 30, 30, 30, 30, 30, 30, 30].map((fragments) => graphql(app.server, doublingFragmentChain(fragments)));
    // Let the attacks reach the server first, so /healthz queues behind them if they block it.
    await new Promise((resolve) => setImmediate(resolve));
    const health = await request(app.server).get('/healthz');
    const answers = await Promise.all(attacks);

    expect(health.status).toBe(200);
    for (const { status, body } of answers) {
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        { message: expect.stringMatching(/^Query selects \d+ fields, the limit is 500\.$/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      ]);
    }
  });
});
