// Adds up the runners' reports (jest JSON, Playwright JSON) and the pass/fail of each check
// step into the closing line of a test run: 'N passed, N failed'. Exits non-zero on any failure.
// Before it, what the run cost: each step's time and the ten slowest test files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (file) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : null);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

let passed = 0;
let failed = 0;
const lines = [];
/** Every test file that ran, with its runner and how long it took. */
const files = [];

for (const line of (read('checks') ?? '').split('\n').filter(Boolean)) {
  if (line.startsWith('ok: ')) passed += 1;
  else {
    failed += 1;
    lines.push(`  ${line}`);
  }
}

for (const suite of ['backend', 'frontend']) {
  const json = read(`${suite}.json`);
  if (!json) {
    lines.push(`  ${suite} tests: no report`);
    continue;
  }
  const report = JSON.parse(json);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  lines.push(`  ${suite}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const file of report.testResults) {
    files.push({ suite, name: path.relative(process.cwd(), file.name), ms: file.endTime - file.startTime });
    // A file can fail with no failed test: it could not run, or a hook after its tests failed.
    // That counts as one failure, or a broken teardown would pass unnoticed.
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) {
      failed += 1;
      lines.push(`  ${suite}: ${path.relative(process.cwd(), file.name)} failed outside its tests: ${(file.message ?? '').trim().split('\n').find(Boolean) ?? ''}`);
    }
  }
}

const e2e = read('e2e.json');
if (e2e) {
  const report = JSON.parse(e2e);
  const { stats } = report;
  passed += stats.expected;
  failed += stats.unexpected;
  lines.push(`  end-to-end: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`);
  for (const suite of report.suites ?? []) files.push({ suite: 'end-to-end', name: `e2e/${suite.file}`, ms: durationOf(suite) });
} else {
  lines.push('  end-to-end tests: no report');
}

/** The time a Playwright suite's tests took, all attempts, its nested describe blocks included. */
function durationOf(suite) {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((result) => result.duration)));
  return own.reduce((sum, ms) => sum + ms, 0) + (suite.suites ?? []).reduce((sum, child) => sum + durationOf(child), 0);
}

const steps = (read('timings') ?? '')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'));
if (steps.length > 0) {
  console.log('\n=== time per step (steps run side by side overlap)');
  for (const [ms, name] of steps) console.log(`  ${seconds(Number(ms)).padStart(8)}  ${name}`);
}
if (files.length > 0) {
  console.log('\n=== the ten slowest test files');
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${seconds(file.ms).padStart(8)}  ${file.suite}  ${file.name}`);
}

console.log('\n=== summary (each check step counts as one test)');
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
