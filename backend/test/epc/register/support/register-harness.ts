import { Writable } from 'node:stream';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../../../../src/config/env.js';
import { openDatabase, type Database } from '../../../../src/database/database.js';
import { createRegisterLookup } from '../../../../src/epc/register/create-register-lookup.js';
import type { RegisterLookup } from '../../../../src/epc/register/register-lookup.js';
import { MemoryStore } from '../../../../src/store/memory-store.js';
import { createMigratedTestDatabase } from '../../../support/test-database.js';
import { FakeRegister } from './fake-register.js';

export const EMAIL = 'planner@warmwise.example';
export const API_KEY = 'odc-key-0123456789';
export const TOKEN = 'epb-token-abcdef';

/** A migrated database, a fake register, and look-ups wired as the app wires them. */
export interface RegisterHarness {
  fake: FakeRegister;
  /** Everything the look-ups logged, as JSON lines. */
  logs: string[];
  /** A fresh look-up (own memory cache) from these environment variables. */
  lookup(env: Record<string, string>): RegisterLookup;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startRegisterHarness(): Promise<RegisterHarness> {
  const database = await createMigratedTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let db: Database | undefined;
  let fake: FakeRegister | undefined;
  try {
    db = await openDatabase({ kind: 'external', url: database.url, poolMax: 2 }, pino({ level: 'silent' }));
    fake = await FakeRegister.start();
  } catch (error) {
    await db?.close();
    await pool.end();
    await database.drop();
    throw error;
  }
  const logs: string[] = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  const opened: Array<{ lookup: RegisterLookup; store: MemoryStore }> = [];
  const registerFake = fake;
  return {
    fake: registerFake,
    logs,
    lookup(env) {
      const config = loadConfig({
        NODE_ENV: 'test',
        EPC_REGISTER_BASE_URL: registerFake.baseUrl,
        EPC_REGISTER_V2_BASE_URL: registerFake.baseUrl,
        ...env,
      });
      const store = new MemoryStore();
      const lookup = createRegisterLookup({ config: config.epcRegister, store, database: database.url, logger });
      opened.push({ lookup, store });
      return lookup;
    },
    rows: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    async close() {
      for (const { lookup, store } of opened) {
        await lookup.close();
        await store.close();
      }
      await registerFake.stop();
      await pool.end();
      await db?.close();
      await database.drop();
    },
  };
}

export const BASIC_ENV = { EPC_REGISTER_EMAIL: EMAIL, EPC_REGISTER_API_KEY: API_KEY };
export const BEARER_ENV = { EPC_REGISTER_TOKEN: TOKEN };
