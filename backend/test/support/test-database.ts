import { createDatabaseOn, type ScratchDatabase } from '../../src/database/scratch-database.js';

/** A database of its own for one test file, dropped when the file is done. */
export function createTestDatabase(): Promise<ScratchDatabase> {
  return createDatabaseOn(requiredEnv('TEST_DATABASE_URL'), 'warmwise_test');
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest so global-setup provides it`);
  return value;
}
