import { createDatabaseOn, type ScratchDatabase } from '../../src/database/scratch-database.js';
import { connectionsLeft, databaseNameOf } from './database-connections.js';
import { TEMPLATE_ENV } from './test-templates.js';

/** A database of its own for one test file, empty (no migration applied), dropped when the file is done. */
export function createTestDatabase(): Promise<ScratchDatabase> {
  return ownDatabase();
}

/**
 * A database of its own with every migration applied and no rows: a copy of the run's template.
 * Off the run's test server (a file that starts a server of its own) it is empty, and the caller's
 * `openDatabase` applies the migrations, so callers always open it that way.
 */
export function createMigratedTestDatabase(): Promise<ScratchDatabase> {
  return ownDatabase(TEMPLATE_ENV.migrated);
}

/**
 * As createMigratedTestDatabase, plus the sample certificates and the job queue's schema (what
 * `startTestApp` would otherwise import and install itself, as it still does off the template).
 */
export function createSeededTestDatabase(): Promise<ScratchDatabase> {
  return ownDatabase(TEMPLATE_ENV.seeded);
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest so global-setup provides it`);
  return value;
}

async function ownDatabase(templateVariable?: string): Promise<ScratchDatabase> {
  const serverUrl = requiredEnv('TEST_DATABASE_URL');
  const onTemplateServer = process.env[TEMPLATE_ENV.server] === serverUrl;
  const template = templateVariable && onTemplateServer ? process.env[templateVariable] : undefined;
  const database = await createDatabaseOn(serverUrl, 'warmwise_test', template);
  return { url: database.url, drop: () => dropUnused(serverUrl, database) };
}

/**
 * Drops the database once nothing is connected to it, and fails (after dropping it) when something
 * still was. The drop ends such a connection with "terminating connection due to administrator
 * command" (57P01): a pool or client that outlived its file then throws that error into whichever
 * test this worker runs next, a failure far from its cause. Failing here names the file that left it.
 */
async function dropUnused(serverUrl: string, database: ScratchDatabase): Promise<void> {
  const name = databaseNameOf(database.url);
  const left = await connectionsLeft(serverUrl, name);
  await database.drop();
  if (left.length > 0) {
    throw new Error(`${left.length} connection(s) to the test database were still open when it was dropped: ${left.join('; ')}. Close every pool and client first.`);
  }
}
