// A jest reporter (beside the default one): after every run, the ten slowest test files and the
// run's time, so a file that grows shows up the day it does. `npm test` also prints them across
// all its steps (scripts/summarise-results.mjs).
import path from 'node:path';

export default class SlowestTestFiles {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({ name: path.relative(process.cwd(), file.testFilePath), ms: file.perfStats.end - file.perfStats.start }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (files.length < 2) return;
    console.log('\nThe slowest test files (ten at most):');
    for (const file of files) console.log(`  ${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.name}`);
    console.log(`${results.numTotalTestSuites} files in ${((Date.now() - results.startTime) / 1000).toFixed(1)} s\n`);
  }
}
