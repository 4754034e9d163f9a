import { loadConfig } from '../../src/config/env.js';
import { openDatabase } from '../../src/database/database.js';
import { createDatabaseOn } from '../../src/database/scratch-database.js';
import { importSampleDatasetIfEmpty } from '../../src/epc/sample-dataset.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { createLogger } from '../../src/logging/logger.js';
import { closeForCloning, databaseNameOf, dropDatabase } from './database-connections.ts';

/**
 * Builds the run's template databases on the PostgreSQL server given as the argument and prints
 * their names as JSON: `migrated` (every migration applied, no rows) and `seeded` (that, plus the
 * sample certificates and the job queue's schema), each closed to connections so it can be copied.
 * Run by global-setup.ts in a process of its own, which resolves the backend's `.js` imports as
 * `npm run dev` does; the test files then copy a template in a fraction of a second instead of
 * each migrating and importing the sample again.
 */
const serverUrl = process.argv[2];
const logger = createLogger('silent');
const created: string[] = [];

async function buildTemplates(): Promise<{ migrated: string; seeded: string }> {
  const migrated = await createDatabaseOn(serverUrl, 'warmwise_template');
  created.push(databaseNameOf(migrated.url));
  const migratedDb = await openDatabase({ kind: 'external', url: migrated.url, poolMax: 2 }, logger);
  await migratedDb.close();
  await closeForCloning(serverUrl, migrated.url);

  const seeded = await createDatabaseOn(serverUrl, 'warmwise_template', databaseNameOf(migrated.url));
  created.push(databaseNameOf(seeded.url));
  const seededDb = await openDatabase({ kind: 'external', url: seeded.url, poolMax: 2 }, logger);
  try {
    await importSampleDatasetIfEmpty(seededDb.orm.em.fork(), seededDb.url, logger);
    // Installs pg-boss's schema; each server creates the queues and starts the upkeep on its own copy.
    const jobs = await JobQueue.open(seeded.url, loadConfig({ NODE_ENV: 'test', DATABASE_URL: seeded.url }).jobs, logger, { runner: false });
    await jobs.stop();
  } finally {
    await seededDb.close();
  }
  await closeForCloning(serverUrl, seeded.url);
  return { migrated: databaseNameOf(migrated.url), seeded: databaseNameOf(seeded.url) };
}

try {
  console.log(JSON.stringify(await buildTemplates()));
} catch (error) {
  for (const name of created) await dropDatabase(serverUrl, name).catch(() => undefined);
  console.error(error);
  process.exitCode = 1;
}
