import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from './jest.config.js';

/**
 * The unit tests of the backend and common: every test file that reaches no PostgreSQL, Redis or
 * server process, run without the global set-up that provides them (`npm run test:quick`). A file
 * is left out when it, or a test helper it imports (at any depth), uses one of the helpers below
 * or the variables global-setup.ts sets. A file that slips through fails loudly (requiredEnv).
 */
const SERVICE_USE = /support\/(test-app|test-database|services|server-process|stoppable-postgres|cli-process)(\.[jt]s)?['"]|TEST_(DATABASE|REDIS)_URL/;

const backendDir = path.dirname(fileURLToPath(import.meta.url));
const testDir = path.join(backendDir, 'test');

const needsServices = new Map();
/** Whether the file, or a local file it imports, uses the test services. */
function usesServices(file) {
  if (needsServices.has(file)) return needsServices.get(file);
  needsServices.set(file, false);
  const source = readFileSync(file, 'utf8');
  const imported = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map(([, specifier]) => path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')))
    .filter((target) => target.startsWith(testDir) && target.endsWith('.ts'));
  const answer = SERVICE_USE.test(source) || imported.some(usesServices);
  needsServices.set(file, answer);
  return answer;
}

const testFiles = readdirSync(testDir, { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join(testDir, file));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default {
  ...config,
  displayName: 'backend unit',
  globalSetup: undefined,
  globalTeardown: undefined,
  testPathIgnorePatterns: ['/node_modules/', ...testFiles.filter(usesServices).map((file) => `^${escape(file)}$`)],
};
