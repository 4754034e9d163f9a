import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { whileHoldingMigrationLock } from './migration-lock.js';
import { ormOptions } from './orm-options.js';

export interface Database {
  orm: MikroORM;
  /** The connection URL, for tools that speak to PostgreSQL directly (the bulk importer's COPY). */
  url: string;
  /** True when a trivial query answers: used by /readyz. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL; then applies pending migrations (one server at a time). */
export async function openDatabase(config: AppConfig['database'], logger: Logger): Promise<Database> {
  const embedded =
    config.kind === 'embedded'
      ? await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.port, logger })
      : undefined;
  const url = config.kind === 'external' ? config.url : embedded!.url;
  try {
    const orm = await MikroORM.init(ormOptions(url, config.poolMax, (message) => logger.info({ orm: message }, 'orm')));
    const applied = await whileHoldingMigrationLock(url, () => orm.migrator.up());
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    return {
      orm,
      url,
      isReachable: () => isReachable(orm),
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

async function isReachable(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
