import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrationDrift, schemaDriftOf } from '../../src/database/schema-drift.js';
import { createLogger } from '../../src/logging/logger.js';
import { createTestDatabase, requiredEnv } from '../support/test-database.js';

const adminUrl = () => requiredEnv('TEST_DATABASE_URL');
const external = () => ({ kind: 'external' as const, url: adminUrl(), poolMax: 2 });

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

const scratchDatabases = async () =>
  (await query<{ datname: string }>(adminUrl(), "select datname from pg_database where datname like 'warmwise_scratch_%'")).map((row) => row.datname);

describe('the migrations build the schema the entities declare', () => {
  it('finds no difference on a database built by every migration, and drops its scratch database', async () => {
    const before = await scratchDatabases();
    expect(await migrationDrift(external(), createLogger('silent'))).toBe('');
    expect(await scratchDatabases()).toEqual(before);
  });

  it('reports the SQL that would restore what a database lacks', async () => {
    const database = await createTestDatabase();
    try {
      expect(await schemaDriftOf(database.url)).toBe('');
      await query(database.url, 'drop index "epc_certificate_postcode_pattern_index"');
      await query(database.url, 'alter table "energy_plan" alter column "excluded_measure_ids" drop default');
      const drift = await schemaDriftOf(database.url);
      expect(drift).toContain('create index "epc_certificate_postcode_pattern_index" on "epc_certificate" ("postcode" text_pattern_ops)');
      expect(drift).toContain(`alter column "excluded_measure_ids" set default '[]'`);
    } finally {
      await database.drop();
    }
  });

  it('`npm run migration:check` passes on a server given by DATABASE_URL, leaving its databases as they were', async () => {
    const before = await scratchDatabases();
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'migration:check'], {
      env: { ...process.env, DATABASE_URL: adminUrl(), LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain('Migrations match the entities.');
    expect(await scratchDatabases()).toEqual(before);
  });
});
