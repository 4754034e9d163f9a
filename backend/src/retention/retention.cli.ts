import 'reflect-metadata';
import { openDatabase } from '../database/database.js';
import { cliDatabaseConfig, cliLogger } from '../epc/cli-database.js';
import { RETENTION_REPORT_LABELS, runRetention } from './retention.job.js';

/** `npm run retention`: applies the retention policy once to DATABASE_URL (or the embedded database) and prints what it did. */
async function main(): Promise<void> {
  const db = await openDatabase(cliDatabaseConfig(), cliLogger('warmwise-retention'));
  try {
    const report = await runRetention(db.orm.em.fork());
    console.log('Retention policy applied:');
    for (const [key, label] of RETENTION_REPORT_LABELS) console.log(`  ${report[key]} ${label}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Retention run failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
