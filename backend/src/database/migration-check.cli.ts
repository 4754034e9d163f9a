import 'reflect-metadata';
import { cliDatabaseConfig, cliLogger } from '../epc/cli-database.js';
import { migrationDrift } from './schema-drift.js';

/**
 * `npm run migration:check`: builds the schema from every migration on a scratch database (on
 * DATABASE_URL's server, else the embedded cluster) and fails, printing the SQL, when the entities
 * declare anything else. The fix is `npm run migration:create --workspace backend`.
 */
async function main(): Promise<number> {
  const drift = await migrationDrift(cliDatabaseConfig(), cliLogger('warmwise-migration-check'));
  if (drift === '') {
    console.log('Migrations match the entities.');
    return 0;
  }
  console.error('The migrations do not build the schema the entities declare. The ORM would run:\n');
  console.error(drift);
  console.error('\nGenerate a migration for it with `npm run migration:create --workspace backend` (then list it in migrations/index.ts).');
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Migration check failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
