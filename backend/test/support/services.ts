import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { postgresAnswers } from '../../src/database/postgres-answers.ts';
import { findFreePort } from '../../src/http/free-port.ts';
import { startStoppablePostgres } from './stoppable-postgres.ts';

/**
 * Finds or starts the real services the backend tests run against:
 * 1. TEST_DATABASE_URL / TEST_REDIS_URL when given;
 * 2. else the machine's own PostgreSQL and Redis on their standard ports;
 * 3. else (or when the variable is 'start') an embedded PostgreSQL and a throwaway
 *    redis-server, stopped at the end.
 */
export interface StartedServices {
  databaseAdminUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** A server the tests use, with how to stop it when the tests started it. */
interface Service {
  url: string;
  stop?: () => Promise<void>;
}

const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

export async function startTestServices(): Promise<StartedServices> {
  const stops: Array<() => Promise<void>> = [];
  const database = (await configuredOrLocal('TEST_DATABASE_URL', LOCAL_POSTGRES, (url) => postgresAnswers(url, 1_000))) ?? (await startEmbeddedForTests());
  const redis = (await configuredOrLocal('TEST_REDIS_URL', LOCAL_REDIS, redisAnswers)) ?? (await startThrowawayRedis());
  for (const service of [database, redis]) if (service.stop) stops.push(service.stop);

  return {
    databaseAdminUrl: database.url,
    redisUrl: redis.url,
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

/**
 * The configured URL; else the local server when it answers; else nothing, meaning "start one".
 * Setting the variable to 'start' skips the local server (to check the set-up of a bare machine).
 */
async function configuredOrLocal(
  variable: string,
  localUrl: string,
  answers: (url: string) => Promise<boolean>,
): Promise<Service | undefined> {
  const configured = process.env[variable];
  if (configured === 'start') return undefined;
  if (configured) return { url: configured };
  return (await answers(localUrl)) ? { url: localUrl } : undefined;
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function startEmbeddedForTests(): Promise<Service> {
  const cluster = await startStoppablePostgres();
  return { url: cluster.adminUrl, stop: cluster.remove };
}

async function startThrowawayRedis(): Promise<Service> {
  const redis = await startOwnRedis();
  return { url: redis.url, stop: redis.stop };
}

/** A redis-server of a test's own, on a free port, that the test may kill and start again. */
export interface OwnRedis {
  url: string;
  /** SIGKILL: gone at once, as in a crash; resolves when the process has exited. */
  kill(): Promise<void>;
  /** Starts it again on the same port: empty, or with what it had written when `persistent`. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `persistent`: every write is appended to a file and synced before Redis answers (as a Redis that
 * holds sessions in production is set up), so a killed server comes back with what it had.
 */
export async function startOwnRedis({ persistent = false } = {}): Promise<OwnRedis> {
  const port = await findFreePort();
  const url = `redis://127.0.0.1:${port}`;
  const dataDir = persistent ? await mkdtemp(path.join(os.tmpdir(), 'warmwise-redis-')) : null;
  const spawnRedis = () => spawnRedisOn(port, dataDir);
  let child = await spawnRedis();
  for (let attempt = 0; attempt < 50 && !(await redisAnswers(url)); attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => process.once('exit', () => resolve()));
  return {
    url,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async restart() {
      child = await spawnRedis();
      for (let attempt = 0; attempt < 50 && !(await redisAnswers(url)); attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function spawnRedisOn(port: number, dataDir: string | null): Promise<ChildProcess> {
  const storage = dataDir ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dataDir] : ['--appendonly', 'no'];
  try {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...storage], { stdio: 'ignore' });
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('spawn', resolve);
    });
    return child;
  } catch {
    throw new Error(
      'The backend tests need Redis: set TEST_REDIS_URL, run one on 127.0.0.1:6379, or install redis-server ' +
        '(`npm test` installs it from Debian packages when run as root).',
    );
  }
}
