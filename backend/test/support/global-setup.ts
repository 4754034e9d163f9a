import { startTestServices, type StartedServices } from './services.ts';

declare global {
  var warmwiseTestServices: StartedServices | undefined;
}

/** Runs once before all test files; the URLs reach every worker through the environment. */
export default async function globalSetup(): Promise<void> {
  const services = await startTestServices();
  globalThis.warmwiseTestServices = services;
  process.env.TEST_DATABASE_URL = services.databaseAdminUrl;
  process.env.TEST_REDIS_URL = services.redisUrl;
}
