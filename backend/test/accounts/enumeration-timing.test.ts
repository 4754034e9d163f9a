import { hashPassword } from '../../src/accounts/password-hasher.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { median, pairDifferences, PROBES, timePairs } from './answer-timing.js';
import { startTimingClient } from './timing-client.js';

// The precise measurement of these answers' times is `npm run bench:enumeration`
// (docs/benchmarks.md). This check runs with the tests, on machines that may be busy, so it only has
// to catch a leak of the size that gives an account away: one path doing a password hash the other
// skips moves the median of the paired differences by a whole hash, while noise moved it by under
// 2.5 ms (2 cores at load 4-7) and one hash takes 10 to 30 ms there. The bound is half a hash, timed
// in this process just before and just after the asks (single hashes vary by half), so it grows
// with the machine's load as the leak would. Broken on purpose (a login for an unknown address
// skipping the throwaway hash; send-verification hashing only for new addresses), the difference
// was 12-17 ms against bounds of 6.6-9.3 ms.
const PAIRS = 30;
const HASH_SAMPLES = 5;

let app: TestApp;
let client: ReturnType<typeof startTimingClient>;
beforeAll(async () => {
  app = await startTestApp();
  client = startTimingClient();
});
afterAll(async () => {
  await client.close();
  await app.close();
});

async function hashTimes(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < HASH_SAMPLES; i++) {
    const started = performance.now();
    await hashPassword(`sample ${i}`);
    times.push(performance.now() - started);
  }
  return times;
}

describe('the time of an answer does not tell whether an address is registered', () => {
  it.each(PROBES)('$name: known and unknown addresses within half a password hash', async (probe) => {
    const before = await hashTimes();
    const difference = median(pairDifferences(await timePairs(app, client, probe, PAIRS)));
    const bound = median([...before, ...(await hashTimes())]) / 2;
    expect(Math.abs(difference)).toBeLessThan(bound);
  }, 120_000);
});
