import 'reflect-metadata';
import { createHttpServer } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config/env.js';
import { openDatabase, type Database } from './database/database.js';
import { createRegisterLookup } from './epc/register/index.js';
import { importSampleDatasetIfEmpty } from './epc/sample-dataset.js';
import { createLogger, type Logger } from './logging/logger.js';
import { startBackgroundWork } from './jobs/background-work.js';
import { createMailer } from './mail/create-mailer.js';
import { createStore } from './store/create-store.js';

/** Boots the server: config, database (embedded by default), store, mailer, job workers, HTTP; stops cleanly on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config.database, logger);
  const started = await startServing(config, logger, db).catch(async (error: unknown) => {
    // Never leave an embedded PostgreSQL running behind a server that failed to start.
    await db.close();
    throw error;
  });
  const { server, apollo, drain, store, mailer, register, work } = started;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, database: config.database.kind, store: store.kind, mail: mailer.kind, env: config.env },
    'server listening',
  );
  console.log(`\n  Warmwise is running at http://localhost:${port}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    try {
      // Every request already received is answered; idle keep-alive connections end on their own.
      await drain.stop(config.shutdownTimeoutMs);
      await apollo.stop();
      await register.close();
      // Running jobs finish; any still running at the timeout go back to the queue (their claim lapses).
      await work.stop();
      await Promise.all([db.close(), store.close(), mailer.close()]);
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
}

async function startServing(config: AppConfig, logger: Logger, db: Database) {
  if (!config.isProduction) await importSampleDatasetIfEmpty(db.orm.em.fork(), db.url, logger);
  const store = await createStore(config.store, logger);
  const mailer = createMailer(config.mail);
  const work = await startBackgroundWork({ config, db, mailer, store, logger });
  const register = createRegisterLookup({ config: config.epcRegister, store, database: db, logger });
  const { server, apollo, drain } = await createHttpServer({ config, logger, db, store, mailer, work, register });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  return { server, apollo, drain, store, mailer, register, work };
}

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Warmwise failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
