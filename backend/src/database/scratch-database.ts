import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface ScratchDatabase {
  url: string;
  /** Drops the database (and stops the embedded cluster when it was started for it). */
  drop(): Promise<void>;
}

/**
 * An empty, uniquely named database on the server the app is configured for (DATABASE_URL, or the
 * embedded cluster, started if it is not running), so tools can build a schema from nothing
 * without touching the app's own database. Needs the right to create databases.
 */
export async function createScratchDatabase(config: AppConfig['database'], logger: Logger): Promise<ScratchDatabase> {
  const embedded = config.kind === 'embedded' ? await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.port, logger }) : undefined;
  const serverUrl = config.kind === 'external' ? config.url : embedded!.url;
  try {
    const database = await createDatabaseOn(serverUrl, 'warmwise_scratch');
    return {
      url: database.url,
      async drop() {
        try {
          await database.drop();
        } finally {
          await embedded?.stop();
        }
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * A new, uniquely named database (`prefix` and random hex) on the server `serverUrl` connects to:
 * empty, or a copy of the database named `template` (which nobody may be connected to meanwhile).
 * CREATE DATABASE runs from a connection to that URL's database, which itself is not changed.
 * @internal exported for the test database and the EPC import benchmark
 */
export async function createDatabaseOn(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOn(serverUrl, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => runOn(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement outside a transaction (CREATE and DROP DATABASE refuse to run in one). */
async function runOn(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
