import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { ormOptions } from './orm-options.js';
import { createScratchDatabase } from './scratch-database.js';

/** Applies every pending migration to the database at `url`. */
export const migrateToLatest = (url: string) => withMigratedOrm(url, async () => undefined);

/**
 * Applies any pending migrations to the database at `url`, then asks the ORM what SQL would make
 * that database match the entities. An empty answer means the migrations build exactly the schema
 * the entities declare, so `migration:create` would write nothing surprising.
 * @internal exported for its tests, which check the schema of a database they migrated
 */
export const schemaDriftOf = (url: string) =>
  withMigratedOrm(url, async (orm) => (await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim());

/** The drift of a schema built by every migration from nothing, on a scratch database that is dropped after. */
export async function migrationDrift(config: AppConfig['database'], logger: Logger): Promise<string> {
  const scratch = await createScratchDatabase(config, logger);
  try {
    return await schemaDriftOf(scratch.url);
  } finally {
    await scratch.drop();
  }
}

async function withMigratedOrm<T>(url: string, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(ormOptions(url, 2, () => undefined));
  try {
    await orm.migrator.up();
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}
