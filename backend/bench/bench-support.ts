import { appendFile, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { resolveFromRoot } from '../src/config/paths.js';

/** A small deterministic PRNG (mulberry32), so every run measures the same inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const HEADER = `# Benchmarks

Written by the \`npm run bench:*\` scripts: each run appends its figures with the date and the
machine. Timings are never asserted in tests; these runs are where performance is measured.
`;

/** Appends one run's results to docs/benchmarks.md. */
export async function recordBenchmark(title: string, lines: string[]): Promise<void> {
  const file = resolveFromRoot('docs/benchmarks.md');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (!existing) await writeFile(file, HEADER);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
  await appendFile(file, `\n## ${title}: ${new Date().toISOString().slice(0, 10)}\nMachine: ${machine}.\n\n${lines.join('\n')}\n`);
}

const QUIET_LOAD = 1.0;
const QUIET_RETRIES = 4;
const QUIET_WAIT_MS = 2 * 60_000;

/** Waits (a few times, 2 minutes each) for the 1-minute load to fall under 1; answers it. A busy machine measures its neighbours. */
export async function waitForQuietMachine(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const load = os.loadavg()[0];
    if (load < QUIET_LOAD) return load;
    if (attempt === QUIET_RETRIES) {
      throw new Error(`the machine stayed busy (1-minute load ${load.toFixed(2)} ≥ ${QUIET_LOAD}): not measuring`);
    }
    console.log(`1-minute load ${load.toFixed(2)} ≥ ${QUIET_LOAD}: waiting 2 minutes (retry ${attempt + 1} of ${QUIET_RETRIES})`);
    await new Promise((resolve) => setTimeout(resolve, QUIET_WAIT_MS));
  }
}
