import { randomBytes } from 'node:crypto';
import { runCli } from './cli-process.ts';
import { dropDatabase, dropDatabasesNamed } from './database-connections.ts';

/** Where test workers find the run's templates and its name (see test-database.ts). */
export const TEMPLATE_ENV = {
  run: 'TEST_RUN_ID',
  server: 'TEST_TEMPLATE_SERVER_URL',
  migrated: 'TEST_TEMPLATE_MIGRATED',
  seeded: 'TEST_TEMPLATE_SEEDED',
} as const;

/** The name every test database of a run starts with, so the end of the run finds what was left. */
export const testDatabasePrefix = (run: string | undefined) => (run ? `warmwise_test_${run}` : 'warmwise_test');

export interface TestTemplates {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * The run's template databases, built once on the test server (see test-templates.cli.ts), or
 * undefined when they cannot be built: then every test file migrates and seeds its own database,
 * as before, only slower, and the reason is printed.
 */
export async function buildTestTemplates(serverUrl: string): Promise<TestTemplates | undefined> {
  const started = Date.now();
  const run = randomBytes(3).toString('hex');
  const { code, stdout, stderr } = await runCli('test/support/test-templates.cli.ts', [serverUrl], serverUrl);
  if (code !== 0) {
    console.warn(`\nTemplate databases not built (each test file builds its own database instead):\n${stderr}`);
    return undefined;
  }
  const names = JSON.parse(stdout.trim().split('\n').at(-1)!) as { migrated: string; seeded: string };
  console.log(`\nTemplate databases built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${names.migrated} (migrated), ${names.seeded} (seeded)`);
  return {
    env: { [TEMPLATE_ENV.run]: run, [TEMPLATE_ENV.server]: serverUrl, [TEMPLATE_ENV.migrated]: names.migrated, [TEMPLATE_ENV.seeded]: names.seeded },
    drop: async () => {
      await dropDatabasesNamed(serverUrl, `${testDatabasePrefix(run)}_`);
      await dropDatabase(serverUrl, names.seeded);
      await dropDatabase(serverUrl, names.migrated);
    },
  };
}
