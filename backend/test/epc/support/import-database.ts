import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase, type Database } from '../../../src/database/database.js';
import { importCertificates, type ImportOptions } from '../../../src/epc/import/epc-importer.js';
import { createMigratedTestDatabase } from '../../support/test-database.js';

/** A migrated database of its own, a scratch folder, and helpers to import and look. */
export interface ImportHarness {
  url: string;
  dir: string;
  file(name: string): string;
  run(input: string, options?: Partial<ImportOptions>): ReturnType<typeof importCertificates>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startImportHarness(): Promise<ImportHarness> {
  const database = await createMigratedTestDatabase();
  let db: Database | undefined;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-epc-'));
  try {
    db = await openDatabase({ kind: 'external', url: database.url, poolMax: 2 }, pino({ level: 'silent' }));
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    url: database.url,
    dir,
    file: (name) => path.join(dir, name),
    run: (input, options = {}) => importCertificates({ input, databaseUrl: database.url, ...options }),
    rows: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    async close() {
      await pool.end();
      await db?.close();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
