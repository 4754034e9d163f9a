import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { HOME } from './support.js';

// A pool of two connections, so a build that needs a second connection while its transaction holds
// the first shows at once: two parallel builds would each wait for the other's connection forever.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ DATABASE_POOL_MAX: '2' });
});
afterAll(() => app.close());

const HANGING = Symbol('no answer');
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<typeof HANGING>((resolve) => setTimeout(resolve, ms, HANGING).unref())]);

describe('plan building inside a transaction', () => {
  it('answers more parallel new-home plans than the pool has connections', async () => {
    const builds = Array.from({ length: 8 }, (_, n) =>
      request(app.server).post('/api/recommendations').send({ ...HOME, address: `${n + 1} Pool Street, Birmingham` }),
    );
    const answers = await within(15_000, Promise.all(builds));
    expect(answers).not.toBe(HANGING);
    expect((answers as request.Response[]).map((res) => res.status)).toEqual(Array(8).fill(201));
  });
});
