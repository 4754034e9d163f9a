/**
 * `npm run bench:enumeration`: does an answer's time tell whether an address is registered?
 * For login (wrong password), send-password-reset and send-verification: PAIRS asks for a
 * registered address interleaved with as many for a made-up one, each from a network address of
 * its own, timed by a client on a thread of its own (as a prober's machine sees them). Reports the
 * distributions (median, p90) of both sides and the median of the paired differences with a 95 %
 * bootstrap confidence interval. The test suite (test/accounts/enumeration-timing.test.ts) only
 * bounds the difference by half a password hash; this is where it is measured.
 * Results are appended to docs/benchmarks.md with the date and machine.
 */
import os from 'node:os';
import { startTestServices } from '../test/support/services.ts';
import { median, pairDifferences, PROBES, timePairs } from '../test/accounts/answer-timing.ts';
import { startTimingClient } from '../test/accounts/timing-client.ts';
import { percentile, recordBenchmark, seededRandom } from './bench-support.ts';

const PAIRS = 300;
const BOOTSTRAP_ROUNDS = 2_000;

/** The 2.5th and 97.5th percentiles of the median over resamples of the values. */
function medianInterval(values: number[]): [number, number] {
  const random = seededRandom(11);
  const medians = Array.from({ length: BOOTSTRAP_ROUNDS }, () => median(values.map(() => values[Math.floor(random() * values.length)])));
  return [percentile(medians, 2.5), percentile(medians, 97.5)];
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const distribution = (values: number[]) => `median ${ms(median(values))}, p90 ${ms(percentile(values, 90))}`;

const services = await startTestServices();
process.env.TEST_DATABASE_URL = services.databaseAdminUrl;
process.env.TEST_REDIS_URL = services.redisUrl;
const { startTestApp } = await import('../test/support/test-app.ts');
const app = await startTestApp();
const client = startTimingClient();

try {
  const lines: string[] = [];
  for (const probe of PROBES) {
    const loadBefore = os.loadavg()[0];
    const times = await timePairs(app, client, probe, PAIRS);
    const differences = pairDifferences(times);
    const [low, high] = medianInterval(differences);
    lines.push(
      `- ${probe.name}, ${PAIRS} interleaved pairs: registered ${distribution(times.known)}; unknown ${distribution(times.unknown)}; ` +
        `registered − unknown, median of the pairs **${ms(median(differences))}** (95 % CI ${ms(low)} to ${ms(high)}); ` +
        `1-minute load ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
    );
    console.log(lines.at(-1));
  }
  await recordBenchmark('Account answers for registered and unknown addresses (`npm run bench:enumeration`)', lines);
} finally {
  await client.close();
  await app.close();
  await services.stop();
}
