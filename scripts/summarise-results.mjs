// Adds up the runners' reports (jest JSON, Playwright JSON) and the pass/fail of each check
// step into the closing line of a test run: 'N passed, N failed'. Exits non-zero on any failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (file) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : null);

let passed = 0;
let failed = 0;
const lines = [];

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
}

const e2e = read('e2e.json');
if (e2e) {
  const { stats } = JSON.parse(e2e);
  passed += stats.expected;
  failed += stats.unexpected;
  lines.push(`  end-to-end: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`);
} else {
  lines.push('  end-to-end tests: no report');
}

console.log('\n=== summary (each check step counts as one test)');
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
