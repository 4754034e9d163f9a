/**
 * `npm run bench:plan`: how fast plans are built.
 * 1. The energy model alone: buildPlan for 10,000 random profiles on one core (plans/s), seven in ten
 *    with a stated EPC band, as most homes have from their certificate.
 * 2. The service layer with persistence: EnergyPlanService building and storing plans (plans/s).
 * 3. Over HTTP: p50/p95/p99 of GET /api/properties/{id}/energy-plan for stored plans.
 * 4. The energy model for privately let homes with a certificate: each plan also searches the cheapest
 *    route to the rented homes' standard (p50/p99 ms a plan).
 * Results are appended to docs/benchmarks.md with the date and machine.
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { EPC_RATINGS, HEATING_FUELS, HEATING_SYSTEMS, PRIORITIES, PROPERTY_TYPES, YEAR_BUILT_BANDS } from '@warmwise/common';
import { buildPlan, type HomeProfile } from '../src/energy-model/index.js';
import { startTestServices } from '../test/support/services.ts';
import { recordBenchmark, percentile, seededRandom } from './bench-support.ts';

const PROFILES = 10_000;
const LET_PROFILES = 2_000;
const SERVICE_PLANS = 1_000;
const HTTP_REQUESTS = 2_000;

const random = seededRandom(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const profiles: HomeProfile[] = Array.from({ length: PROFILES }, () => ({
  propertyType: pick(PROPERTY_TYPES),
  yearBuilt: pick(YEAR_BUILT_BANDS),
  floorArea: 40 + Math.floor(random() * 160),
  numBedrooms: 1 + Math.floor(random() * 5),
  heatingSystem: pick(HEATING_SYSTEMS),
  heatingFuel: pick(HEATING_FUELS).value,
  // Most homes arrive with a band from their certificate, which makes the model infer the facts it lacks.
  epcRating: random() < 0.7 ? pick(EPC_RATINGS).value : null,
  solarPVPanels: random() < 0.1,
  solarWaterHeating: random() < 0.03,
}));

// 1. The model alone.
for (let i = 0; i < 200; i++) buildPlan(profiles[i], 'reduce_bills'); // warm the JIT
const modelStart = performance.now();
for (const profile of profiles) buildPlan(profile, pick(PRIORITIES).value);
const modelSeconds = (performance.now() - modelStart) / 1000;
const modelRate = PROFILES / modelSeconds;

// 4. Let homes: the route search runs on top of the plan, in England and in Scotland (fabric only).
const letTimings: number[] = [];
for (const [index, profile] of profiles.slice(0, LET_PROFILES).entries()) {
  const score = 20 + Math.floor(random() * 60);
  const started = performance.now();
  buildPlan({ ...profile, postcode: index % 4 === 0 ? 'EH6 5AA' : 'LS6 1AA', epcScore: score }, 'reduce_bills', {
    letting: { tenure: 'Rented - Private', role: 'landlord' },
    certificate: { lodgedOn: '2019-03-01', score, band: null, heating: null },
  });
  letTimings.push(performance.now() - started);
}

// 2 and 3 need the real server on a real PostgreSQL.
const services = await startTestServices();
process.env.TEST_DATABASE_URL = services.databaseAdminUrl;
process.env.TEST_REDIS_URL = services.redisUrl;
const { startTestApp } = await import('../test/support/test-app.ts');
// Each plan below is built for a client of its own address (X-Forwarded-For through a trusted
// loopback proxy), as on a live site, so the per-address build limit does not cut the run short.
const app = await startTestApp({ REDIS_URL: '', TRUST_PROXY: 'loopback' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const cookie = await visitorCookie(base);

const propertyIds: string[] = [];
const serviceStart = performance.now();
for (let i = 0; i < SERVICE_PLANS; i++) {
  const profile = profiles[i];
  const res = await post(base, '/api/recommendations', cookie, {
    address: `${i + 1} Bench Street`,
    postcode: 'B33 8TH',
    propertyType: profile.propertyType,
    yearBuilt: profile.yearBuilt,
    floorArea: profile.floorArea,
    numBedrooms: profile.numBedrooms,
    heatingSystem: profile.heatingSystem,
  }, `10.0.${i >> 8}.${i & 255}`);
  propertyIds.push(((await res.json()) as { property: { id: string } }).property.id);
}
const serviceRate = SERVICE_PLANS / ((performance.now() - serviceStart) / 1000);

const timings: number[] = [];
for (let i = 0; i < HTTP_REQUESTS; i++) {
  const started = performance.now();
  const res = await fetch(`${base}/api/properties/${propertyIds[i % propertyIds.length]}/energy-plan`, { headers: { cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`energy-plan answered ${res.status}`);
  timings.push(performance.now() - started);
}
await app.close();
await services.stop();

const lines = [
  `- energy model alone: ${PROFILES.toLocaleString('en-GB')} random profiles, ${Math.round(modelRate).toLocaleString('en-GB')} plans/s on one core (target ≥ 2,000)`,
  `- service layer, building and storing plans (POST /api/recommendations over loopback HTTP, one at a time): ${Math.round(serviceRate).toLocaleString('en-GB')} plans/s`,
  `- GET /api/properties/{id}/energy-plan, ${HTTP_REQUESTS.toLocaleString('en-GB')} sequential requests for stored plans: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms (target p95 ≤ 20 ms)`,
  `- energy model for privately let homes with a certificate (the plan plus the cheapest route to the rented homes' standard, a quarter in Scotland): ${LET_PROFILES.toLocaleString('en-GB')} random profiles, p50 ${percentile(letTimings, 50).toFixed(1)} ms, p99 ${percentile(letTimings, 99).toFixed(1)} ms a plan`,
];
console.log(lines.join('\n'));
await recordBenchmark('Energy plans (`npm run bench:plan`)', lines);
console.log(`(machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'})`);

/** A visitor's session: consent is saved, so it sets the cookie (look-ups never do). */
async function visitorCookie(url: string): Promise<string> {
  const res = await post(url, '/api/consent', '', { accepted: true });
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

function post(url: string, path: string, cookieHeader: string, body: unknown, clientAddress = '127.0.0.1') {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: cookieHeader, 'X-Forwarded-For': clientAddress },
    body: JSON.stringify(body),
  });
}
