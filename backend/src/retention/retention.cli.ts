import 'reflect-metadata';
import { openDatabase } from '../database/database.js';
import { cliDatabaseConfig, cliLogger } from '../epc/cli-database.js';
import { runRetention, type RetentionReport } from './retention.job.js';

const LABELS: Record<keyof RetentionReport, string> = {
  dormantAccountsErased: 'dormant accounts erased (with everything they owned)',
  contactMessagesDeleted: 'contact messages deleted',
  quoteRequestsDeleted: 'quote requests deleted',
  grantsSubmissionsDeleted: 'grants submissions deleted',
  interactionEventsAnonymised: 'interaction events anonymised',
  anonymousPropertiesDeleted: "anonymous visitors' properties deleted",
  anonymousEnergyPlansDeleted: "anonymous visitors' energy plans deleted",
  anonymousGrantsSubmissionsDeleted: "anonymous visitors' grants submissions deleted",
  expiredEmailCodesDeleted: 'expired e-mail codes deleted',
};

/** `npm run retention`: applies the retention policy once to DATABASE_URL (or the embedded database) and prints what it did. */
async function main(): Promise<void> {
  const db = await openDatabase(cliDatabaseConfig(), cliLogger('warmwise-retention'));
  try {
    const report = await runRetention(db.orm.em.fork());
    console.log('Retention policy applied:');
    for (const [key, label] of Object.entries(LABELS)) console.log(`  ${report[key as keyof RetentionReport]} ${label}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Retention run failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
