/**
 * `npm run bench:pdf`: do plan copies in the background slow everyone else down?
 * The production server (in this process) on PostgreSQL and Redis with the sample EPC data. On
 * threads of their own: address look-ups (`POST /api/epc/lookup`, 4 in flight) counted for
 * throughput, and /healthz asked every 20 ms; first idle, then while new copies (each a plan
 * version never copied before, so nothing is served from the cache) are asked for from six
 * networks at the attack's 0.6 a second, then back to back. Targets: look-up throughput ≥ 80 % of
 * idle, /healthz p95 ≤ 2× idle. Results are appended to docs/benchmarks.md with the date and machine.
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { startTestServices } from '../test/support/services.ts';
import { HOME } from '../test/plans/support.ts';
import { percentile, recordBenchmark } from './bench-support.ts';
import { type ClientResult, type CopyAsk, runClient } from './pdf-load-threads.ts';

const SECONDS = 20;
const LOOKUPS_IN_FLIGHT = 4;
const NETWORKS = Array.from({ length: 6 }, (_, n) => `2001:db8:bench:${n + 1}::1`);
/** Enough homes that no phase runs out of copies never made before. */
const HOMES = 90;

const services = await startTestServices();
process.env.TEST_DATABASE_URL = services.databaseAdminUrl;
process.env.TEST_REDIS_URL = services.redisUrl;
const { startProductionTestApp } = await import('../test/support/test-app.ts');
// Trusting the bench as a proxy lets its X-Forwarded-For stand for six separate networks.
const app = await startProductionTestApp({ TRUST_PROXY: 'loopback' });
const endpoint = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const json = { 'Content-Type': 'application/json' };

/** A visitor with a home whose plan is built: the copy of it has never been made. */
async function homeWithPlan(n: number): Promise<CopyAsk> {
  const network = NETWORKS[n % NETWORKS.length];
  const consent = await fetch(`${endpoint}/api/consent`, { method: 'POST', headers: { ...json, 'X-Forwarded-For': network }, body: JSON.stringify({ accepted: true, version: '1.0' }) });
  const cookie = (consent.headers.get('set-cookie') ?? '').split(';')[0];
  const saved = await fetch(`${endpoint}/api/properties`, { method: 'POST', headers: { ...json, cookie, 'X-Forwarded-For': network }, body: JSON.stringify({ ...HOME, address: `${n + 1} Copy Lane, Birmingham` }) });
  if (saved.status !== 201) throw new Error(`saving a home answered ${saved.status}`);
  const { id } = (await saved.json()) as { id: string };
  // Reads never build a plan: the build mutation does.
  const plan = await fetch(`${endpoint}/api/recommendations`, { method: 'POST', headers: { ...json, cookie, 'X-Forwarded-For': network }, body: JSON.stringify({ propertyId: id }) });
  if (!plan.ok) throw new Error(`building the plan answered ${plan.status}`);
  return { path: `/api/properties/${id}/energy-plan/pdf`, cookie, network };
}

async function phase(copies: CopyAsk[] | null, perSecond = 0): Promise<{ lookups: ClientResult; health: ClientResult; pdfs: ClientResult | null }> {
  const [lookups, health, pdfs] = await Promise.all([
    runClient({ endpoint, seconds: SECONDS, role: 'lookup', postcodes, concurrency: LOOKUPS_IN_FLIGHT }),
    runClient({ endpoint, seconds: SECONDS, role: 'health' }),
    copies ? runClient({ endpoint, seconds: SECONDS, role: 'pdf', copies, perSecond }) : Promise.resolve(null),
  ]);
  return { lookups, health, pdfs };
}

const summary = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
const ok = (result: ClientResult) => result.statuses['200'] ?? 0;

let postcodes: string[] = [];
try {
  postcodes = (await app.db.orm.em.fork().getConnection().execute<Array<{ postcode: string }>>('select distinct postcode from epc_certificate order by postcode limit 200')).map((row) => row.postcode);
  const homes: CopyAsk[] = [];
  for (let n = 0; n < HOMES; n++) homes.push(await homeWithPlan(n));
  // Warm the look-ups, the pool's thread and its first copy, outside the measured phases.
  await runClient({ endpoint, seconds: 3, role: 'lookup', postcodes, concurrency: LOOKUPS_IN_FLIGHT });
  await fetch(`${endpoint}${homes[0].path}`, { headers: { cookie: homes[0].cookie, 'X-Forwarded-For': homes[0].network } });

  const loadBefore = os.loadavg()[0];
  const idle = await phase(null);
  const paced = await phase(homes.slice(1, 31), 0.6);
  const backToBack = await phase(homes.slice(31));
  const rate = (result: ClientResult) => ok(result) / SECONDS;
  const compare = ({ lookups, health, pdfs }: Awaited<ReturnType<typeof phase>>) =>
    `${ok(pdfs!)} new copies (${JSON.stringify(pdfs!.statuses)}), each ${summary(pdfs!.waits)}; look-ups ${rate(lookups).toFixed(1)}/s (${((100 * rate(lookups)) / rate(idle.lookups)).toFixed(0)} % of idle, target ≥ 80 %), each ${summary(lookups.waits)}; /healthz ${summary(health.waits)}, p95 ${(percentile(health.waits, 95) / percentile(idle.health.waits, 95)).toFixed(2)}× idle (target ≤ 2×)`;

  const lines = [
    `- set-up: the production server in the bench's process on PostgreSQL and Redis with the sample EPC data (${postcodes.length} postcodes); copies made by its worker pool (${Math.min(4, Math.max(1, os.availableParallelism() - 1))} thread on this machine); look-ups (${LOOKUPS_IN_FLIGHT} in flight), /healthz (every 20 ms) and copies each asked for from a thread of its own, ${SECONDS} s a phase; 1-minute load ${loadBefore.toFixed(2)} before (the machine is shared)`,
    `- idle: look-ups ${rate(idle.lookups).toFixed(1)}/s, each ${summary(idle.lookups.waits)}; /healthz ${summary(idle.health.waits)}`,
    `- with new copies at 0.6 a second from six networks (the attack): ${compare(paced)}`,
    `- with new copies back to back: ${compare(backToBack)}`,
  ];
  console.log(lines.join('\n'));
  await recordBenchmark('Plan copies in the background (`npm run bench:pdf`)', lines);
} finally {
  await app.close();
  await services.stop();
}
