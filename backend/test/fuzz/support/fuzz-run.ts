import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { leaksIn } from './leaks.js';
import { rowChanges, type RowCounts } from './row-counts.js';

const SEEDS_FILE = 'backend/test/fuzz/corpus/seeds.json';
const seeds = JSON.parse(readFileSync(new URL('../corpus/seeds.json', import.meta.url), 'utf8')) as Record<string, { seed: number; numRuns: number }>;

/** How the server took a request: refused at validation, refused by a limit, accepted, or broken. */
type Outcome = 'validated' | 'rate-limited' | 'accepted' | 'failure';

export interface Answer {
  status: number;
  /** The raw body, checked for leaks. */
  text: string;
  outcome: Outcome;
  /** Why the outcome is a failure (a 5xx, an internal error code), empty otherwise. */
  problems: string[];
}

/** One generated or corpus request, as a failure message shows it. */
export interface FuzzCase {
  endpoint: string;
  inputClass: string;
  note: string;
}

export interface FuzzGroup<C extends FuzzCase> {
  /** The key in corpus/seeds.json. */
  group: string;
  arbitrary: fc.Arbitrary<C>;
  /** Inputs that once failed, replayed first on every run. */
  examples: C[];
  send(testCase: C): Promise<Answer>;
  /** The request as a failure message prints it (method, path, body or query and variables). */
  input(testCase: C): string;
  /** Every string the request held, which the answer may quote back without leaking anything. */
  echoed(testCase: C): string[];
  countRows(): Promise<RowCounts>;
  /**
   * True for requests whose work goes on after the answer (codes made and stored once the answer
   * has left, so its timing tells nothing): their rows are counted once the counts stop moving.
   */
  worksAfterAnswer(testCase: C): boolean;
  /** Runs before each request, e.g. to reset rate-limit counters. */
  beforeEach?(): Promise<void>;
}

interface Failure {
  key: string;
  run: number;
  testCase: FuzzCase;
  input: string;
  status: number;
  body: string;
  problems: string[];
}

export interface GroupReport {
  counts: Record<Outcome, number>;
  total: number;
  /** One request run again by FUZZ_REPLAY: too few for shares to mean anything. */
  replayed: boolean;
}

/**
 * Sends every example and `numRuns` generated requests of a group, checking each one: no 5xx, no
 * internals in the body, and no row written when the request was refused. It does not stop at
 * the first failure: it collects one example of each distinct failure, so one run reports them all.
 */
export async function runFuzzGroup<C extends FuzzCase>(group: FuzzGroup<C>): Promise<GroupReport> {
  const { seed, numRuns } = overridden(seeds[group.group] ?? missingGroup(group.group));
  const replay = replayedRun(group.group);
  const counts: Record<Outcome, number> = { validated: 0, 'rate-limited': 0, accepted: 0, failure: 0 };
  const failures = new Map<string, Failure>();
  let run = replay ?? 0;
  let previous = 'none';

  await fc.assert(
    fc.asyncProperty(group.arbitrary, async (testCase) => {
      const thisRun = run++;
      await group.beforeEach?.();
      const before = await group.countRows();
      const answer = await group.send(testCase).catch((error: unknown) => {
        throw new Error(`${testCase.endpoint}: the request itself failed (${String(error)}) for ${group.input(testCase)}`);
      });
      const after = group.worksAfterAnswer(testCase) ? await settledCounts(group.countRows) : await group.countRows();
      const problems = [...answer.problems, ...leaksIn(answer.text, group.echoed(testCase)).map((leak) => `leaks ${leak}`)];
      const refused = answer.outcome !== 'accepted';
      const written = rowChanges(before, after);
      if (refused && written) problems.push(`refused yet wrote rows: ${written} (the request before was ${previous})`);
      previous = `run ${thisRun}, ${testCase.endpoint}, ${answer.status}`;
      counts[problems.length > 0 ? 'failure' : answer.outcome]++;
      if (problems.length === 0) return;
      const key = `${testCase.endpoint} | ${primaryClass(testCase.inputClass)} | ${answer.status} | ${problems.map((p) => p.replace(/:.*/, '')).join(', ')}`;
      if (!failures.has(key)) {
        failures.set(key, { key, run: thisRun, testCase, input: group.input(testCase), status: answer.status, body: answer.text.slice(0, 300), problems });
      }
    }),
    {
      seed,
      numRuns: replay === undefined ? numRuns + group.examples.length : 1,
      // Kept when replaying: the run index counts the examples too.
      examples: group.examples.map((example) => [example] as [C]),
      path: replay === undefined ? undefined : String(replay),
      // Each run is an HTTP request: shrinking would replay hundreds of them. The corpus and the
      // printed input stand in for a shrunk counterexample.
      endOnFailure: true,
    },
  );

  if (failures.size > 0) throw new Error(failureReport(group.group, seed, [...failures.values()], group.examples.length));
  return { counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0), replayed: replay !== undefined };
}

// A request spoiled in several ways is filed under the likeliest culprit, so one bug is one entry.
const CULPRITS = ['NUL', 'lone surrogate', 'huge string', 'prototype key', 'control character'];
const primaryClass = (inputClass: string) => CULPRITS.find((culprit) => inputClass.includes(culprit)) ?? inputClass;

const QUIET_MS = 300;
const POLL_MS = 50;
const SETTLE_LIMIT_MS = 5_000;

/** The row counts once they have not changed for QUIET_MS (work after the answer has landed). */
async function settledCounts(countRows: () => Promise<RowCounts>): Promise<RowCounts> {
  const started = Date.now();
  let last = await countRows();
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS && Date.now() - started < SETTLE_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const now = await countRows();
    if (rowChanges(last, now)) quietSince = Date.now();
    last = now;
  }
  return last;
}

function failureReport(groupName: string, seed: number, failures: Failure[], exampleCount: number): string {
  const lines = failures.map((failure) => {
    const origin = failure.run < exampleCount ? `corpus example #${failure.run}` : `run ${failure.run}`;
    return [
      `• ${failure.key}`,
      `    problems: ${failure.problems.join('; ')}`,
      `    input (${origin}, ${failure.testCase.note}): ${failure.input}`,
      `    answer: ${failure.status} ${failure.body}`,
      `    replay: FUZZ_SEED=${seed} FUZZ_REPLAY=${groupName}:${failure.run} npm run test:backend -- test/fuzz  (fast-check { seed: ${seed}, path: "${failure.run}" })`,
    ].join('\n');
  });
  return [
    `${failures.length} distinct failure(s) in fuzz group "${groupName}" (seed ${seed} from ${SEEDS_FILE}).`,
    'Add a failing input to the group\'s corpus file so it is replayed on every run.',
    ...lines,
  ].join('\n');
}

/** FUZZ_REPLAY=group:run runs that one request again (same seed, same index). */
function replayedRun(groupName: string): number | undefined {
  const [name, run] = (process.env.FUZZ_REPLAY ?? '').split(':');
  return name === groupName && /^\d+$/.test(run ?? '') ? Number(run) : undefined;
}

/** FUZZ_SEED and FUZZ_RUNS explore beyond the committed seeds (a longer or different run, locally). */
function overridden(committed: { seed: number; numRuns: number }) {
  const seed = Number(process.env.FUZZ_SEED ?? committed.seed);
  const numRuns = Number(process.env.FUZZ_RUNS ?? committed.numRuns);
  if (!Number.isInteger(seed) || !Number.isInteger(numRuns)) throw new Error('FUZZ_SEED and FUZZ_RUNS must be integers');
  return { seed, numRuns };
}

function missingGroup(name: string): never {
  throw new Error(`fuzz group "${name}" has no seed in ${SEEDS_FILE}`);
}

/** Fails when too few requests got past the limits to the checks under test. */
export function expectMostReachedValidation(report: GroupReport, minimumShare = 0.5): void {
  if (report.replayed) return;
  const reached = report.counts.validated + report.counts.accepted + report.counts.failure;
  const share = reached / report.total;
  if (share < minimumShare) {
    throw new Error(`only ${(share * 100).toFixed(0)}% of ${report.total} requests got past the rate limits (${JSON.stringify(report.counts)})`);
  }
  expect(report.counts.validated).toBeGreaterThan(report.total * 0.3);
}
