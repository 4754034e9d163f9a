import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { startProductionTestApp, type TestApp } from '../support/test-app.js';
import { PROMPT_ANSWER_MS, doublingFragmentChain } from './support/fragment-documents.js';

let app: TestApp;
beforeAll(async () => {
  app = await startProductionTestApp();
});
afterAll(() => app.close());

describe('a fragment-chain attack on the production server', () => {
  it('is refused at once, without cookies, and /healthz answers promptly while it is sent in parallel', async () => {
    const attacks = [22, 30, 30, 30, 30, 30, 30, 30].map((fragments) => graphql(app.server, doublingFragmentChain(fragments)));
    // Let the attacks reach the server first, so /healthz queues behind them if they block it.
    await new Promise((resolve) => setImmediate(resolve));
    const healthStarted = performance.now();
    const health = await request(app.server).get('/healthz');
    const healthMs = performance.now() - healthStarted;
    const answers = await Promise.all(attacks);

    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(PROMPT_ANSWER_MS);
    for (const { status, body } of answers) {
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        { message: expect.stringMatching(/^Query selects \d+ fields, the limit is 500\.$/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      ]);
    }
  });
});
