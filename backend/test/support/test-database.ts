import { createDatabaseOn, type ScratchDatabase } from '../../src/database/scratch-database.js';
import { connectionsLeft, databaseNameOf, dropDatabase } from './database-connections.js';
import { TEMPLATE_ENV, testDatabasePrefix } from './test-templates.js';

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
  const database = await createDatabaseOn(serverUrl, testDatabasePrefix(process.env[TEMPLATE_ENV.run]), template);
  return { url: database.url, drop: () => dropUnused(serverUrl, databaseNameOf(database.url)) };
}

/**
 * Drops the database once nothing is connected to it. When something still is, the database is
 * left for the end of the run (global teardown drops it, once no test process is left) and the file
 * fails, naming the connections. Dropping it by force would end such a connection with "terminating
 * connection due to administrator command" (57P01), which the pool or client that outlived its file
 * then throws, unheard, into whichever test this worker runs next: a failure far from its cause.
 */
async function dropUnused(serverUrl: string, name: string): Promise<void> {
  const left = await connectionsLeft(serverUrl, name);
  if (left.length === 0) {
    try {
      await dropDatabase(serverUrl, name, { force: false });
      return;
    } catch (error) {
      // A connection opened after the look: reported below like the others.
      left.push(String(error));
    }
  }
  throw new Error(
    `${left.length} connection(s) to the test database were still open when the file was done: ${left.join('; ')}. ` +
      'Close every pool and client the file opens; the database is dropped at the end of the run.',
  );
}
