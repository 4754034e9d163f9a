import { buildForTools } from './build-for-tools.ts';
import { startTestServices, type StartedServices } from './services.ts';
import { buildTestTemplates, type TestTemplates } from './test-templates.ts';

declare global {
  var warmwiseTestServices: StartedServices | undefined;
  var warmwiseTestTemplates: TestTemplates | undefined;
}

/** Runs once before all test files; the URLs and template names reach every worker through the environment. */
export default async function globalSetup(): Promise<void> {
  const [services] = await Promise.all([startTestServices(), buildForTools()]);
  globalThis.warmwiseTestServices = services;
  process.env.TEST_DATABASE_URL = services.databaseAdminUrl;
  process.env.TEST_REDIS_URL = services.redisUrl;
  const templates = await buildTestTemplates(services.databaseAdminUrl);
  globalThis.warmwiseTestTemplates = templates;
  if (templates) Object.assign(process.env, templates.env);
}
