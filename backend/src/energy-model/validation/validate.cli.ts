import { formatReport } from './format-report.js';
import { validationReport } from './report.js';

/**
 * `npm run model:validate`: runs the archetype grid (5 property types × 7 year-built options × 8 heating
 * fuels) and the monotonicity rules, prints them as Markdown tables, and exits 1 when any
 * archetype is more than 20% from its measured reference or any rule breaks.
 */
function main(): number {
  const report = validationReport();
  console.log(formatReport(report));
  return report.failures.length === 0 ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (error: unknown) {
  console.error('Model validation failed to run:', error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
