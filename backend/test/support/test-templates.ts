import { runCli } from './cli-process.ts';
import { dropDatabase } from './database-connections.ts';

/** Where test workers find the run's templates (see test-database.ts). */
export const TEMPLATE_ENV = {
  server: 'TEST_TEMPLATE_SERVER_URL',
  migrated: 'TEST_TEMPLATE_MIGRATED',
  seeded: 'TEST_TEMPLATE_SEEDED',
} as const;

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
  const { code, stdout, stderr } = await runCli('test/support/test-templates.cli.ts', [serverUrl], serverUrl);
  if (code !== 0) {
    console.warn(`\nTemplate databases not built (each test file builds its own database instead):\n${stderr}`);
    return undefined;
  }
  const names = JSON.parse(stdout.trim().split('\n').at(-1)!) as { migrated: string; seeded: string };
  console.log(`\nTemplate databases built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${names.migrated} (migrated), ${names.seeded} (seeded)`);
  return {
    env: { [TEMPLATE_ENV.server]: serverUrl, [TEMPLATE_ENV.migrated]: names.migrated, [TEMPLATE_ENV.seeded]: names.seeded },
    drop: async () => {
      await dropDatabase(serverUrl, names.seeded);
      await dropDatabase(serverUrl, names.migrated);
    },
  };
}
