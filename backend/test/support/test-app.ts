import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { DestinationStream } from 'pino';
import { Redis } from 'ioredis';
import { createHttpServer } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/env.js';
import { openDatabase, type Database } from '../../src/database/database.js';
import { createRegisterLookup } from '../../src/epc/register/index.js';
import { importSampleDatasetIfEmpty } from '../../src/epc/sample-dataset.js';
import { type BackgroundWork, startBackgroundWork } from '../../src/jobs/background-work.js';
import { createLogger } from '../../src/logging/logger.js';
import { createMailer } from '../../src/mail/create-mailer.js';
import type { Mailer } from '../../src/mail/mailer.js';
import { createStore } from '../../src/store/create-store.js';
import type { KeyValueStore } from '../../src/store/key-value-store.js';
import { createSeededTestDatabase, requiredEnv } from './test-database.js';
import type { HttpDrain } from '../../src/http/http-drain.js';

export interface TestApp {
  server: Server;
  config: AppConfig;
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  work: BackgroundWork;
  /** How the server stops without dropping requests (close() uses it too). */
  drain: HttpDrain;
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * The real server on a fresh database of its own (a copy of the run's seeded template: migrated,
 * with the sample EPC dataset and the job queue's schema), Redis under a key
 * prefix of its own (or the memory store), a temporary mail outbox and the job workers (polling
 * and retrying within a second or two). Env overrides apply; the log goes to `logStream` when given.
 */
export async function startTestApp(env: Record<string, string | undefined> = {}, { logStream }: { logStream?: DestinationStream } = {}): Promise<TestApp> {
  const database = await createSeededTestDatabase();
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-outbox-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: requiredEnv('TEST_REDIS_URL'),
    STORE_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    MAIL_OUTBOX_DIR: outboxDir,
    JOB_POLLING_INTERVAL_SECONDS: '0.5',
    JOB_RETRY_DELAY_SECONDS: '1',
    JOB_RETRY_DELAY_MAX_SECONDS: '2',
    // Tests send many GraphQL requests from one address; graphql-request-limit.test.ts sets its own.
    GRAPHQL_REQUESTS_PER_MINUTE: '100000',
    ...env,
  });
  const logger = createLogger(config.logLevel, logStream);
  const db = await openDatabase(config.database, logger);
  await importSampleDatasetIfEmpty(db.orm.em.fork(), db.url, logger);
  const store = await createStore(config.store, logger);
  const mailer = createMailer(config.mail);
  const work = await startBackgroundWork({ config, db, mailer, store, logger });
  const register = createRegisterLookup({ config: config.epcRegister, store, database: db, logger });
  const { server, apollo, drain } = await createHttpServer({ config, logger, db, store, mailer, work, register });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    server,
    config,
    db,
    store,
    mailer,
    work,
    drain,
    outboxDir,
    async close() {
      // Nothing is in flight at teardown: idle keep-alive connections need not wait out their timeout.
      server.closeIdleConnections();
      await drain.stop(1_000);
      await apollo.stop();
      await register.close();
      await work.stop();
      await Promise.allSettled([db.close(), store.close(), mailer.close()]);
      try {
        await database.drop();
      } finally {
        if (config.store.kind === 'redis') await deleteKeys(config.store.url, config.store.keyPrefix);
        await rm(outboxDir, { recursive: true, force: true });
      }
    },
  };
}

/** Removes every key a test wrote under its own prefix. */
export async function deleteKeys(redisUrl: string, keyPrefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The server as production configures it (SMTP and public URL set; nothing is sent in these tests), with any overrides. */
export const startProductionTestApp = (env: Record<string, string | undefined> = {}) =>
  startTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_BASE_URL: 'https://warmwise.example', AUTH_CODE_SECRET: randomBytes(32).toString('hex'), ...env });
