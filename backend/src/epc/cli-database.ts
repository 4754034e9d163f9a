import { pino, type Logger } from 'pino';
import { loadConfig, type AppConfig } from '../config/env.js';

/**
 * The database a command-line tool works on: DATABASE_URL when set, else the app's embedded
 * cluster in EMBEDDED_PG_DIR (the same variables and defaults as the server). Only the database
 * settings matter here, so the server's production checks (SMTP, public URL) do not apply;
 * in production DATABASE_URL is still required rather than quietly using a local cluster.
 */
export function cliDatabaseConfig(env: NodeJS.ProcessEnv = process.env): AppConfig['database'] {
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    throw new Error('DATABASE_URL: required in production');
  }
  return loadConfig({ ...env, NODE_ENV: 'development' }).database;
}

/** Logs to stderr, keeping stdout for the tool's own output (its summary). */
export function cliLogger(name: string, env: NodeJS.ProcessEnv = process.env): Logger {
  return pino({ level: env.LOG_LEVEL ?? 'warn', base: { service: name } }, pino.destination(2));
}
