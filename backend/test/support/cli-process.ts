import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Set by the global set-up once it has brought the build up to date (build-for-tools.ts): a tool
 * under `src/` then starts from its build, as `npm start` runs the app, instead of compiling its
 * TypeScript on every start (about 1.5 s of CPU a start, which under a loaded machine pushed a file
 * of four starts past its time limit). Without it (the quick unit run) a tool compiles as it starts.
 */
export const BUILT_TOOLS = 'WARMWISE_TEST_BUILT_TOOLS';

/** How node starts `script` (a path under the backend): from the build when it is current, else through the loader. */
export function startArguments(script: string): string[] {
  if (process.env[BUILT_TOOLS] === '1' && script.startsWith('src/')) return [`dist/${script.slice('src/'.length).replace(/\.ts$/, '.js')}`];
  return ['--import', '@swc-node/register/esm-register', script];
}

/**
 * One of the backend's command-line tools (`src/...cli.ts`) as npm starts it, in its own process on
 * the given database, with nothing else from the test's environment; what it printed and its code.
 */
export function runCli(script: string, args: string[], databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...startArguments(script), ...args], {
    cwd: BACKEND_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
