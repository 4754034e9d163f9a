import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { cliDatabaseConfig, cliLogger } from '../epc/cli-database.js';
import { ormOptions } from './orm-options.js';
import { createScratchDatabase } from './scratch-database.js';
import { migrateToLatest } from './schema-drift.js';

/**
 * For the MikroORM CLI only (`npm run migration:create --workspace backend`). The CLI compares the
 * entities with a live database; it is given a scratch one, on DATABASE_URL's server or the
 * embedded cluster, built by every migration from nothing. So a new migration holds exactly what the
 * entities add to what the migrations build, whatever state a developer's own database is in.
 * The scratch database is dropped when the CLI closes the ORM: not at process exit, which never
 * comes while an embedded cluster started here still runs.
 */
export default async function migrationCliOptions(): Promise<Options> {
  const scratch = await createScratchDatabase(cliDatabaseConfig(), cliLogger('warmwise-migrations'));
  try {
    await migrateToLatest(scratch.url);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  class ScratchDatabaseDriver extends PostgreSqlDriver {
    override async close(force?: boolean): Promise<void> {
      await super.close(force);
      await scratch.drop();
    }
  }
  return { ...ormOptions(scratch.url), driver: ScratchDatabaseDriver };
}
