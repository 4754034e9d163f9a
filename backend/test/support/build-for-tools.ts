import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_TOOLS } from './cli-process.ts';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Brings the backend's build up to date once a run (`tsc -b`: a no-op after `npm run build`, an
 * incremental rebuild after an edit), so the command-line tools the tests start run from it. A build
 * that fails (a type error while developing) leaves the tools compiling as they start, and says so.
 */
export async function buildForTools(): Promise<void> {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const child = spawn(process.execPath, [tsc, '-b', 'common', 'backend'], { cwd: REPO_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code === 0) process.env[BUILT_TOOLS] = '1';
  else console.warn(`\nThe backend did not build, so its command-line tools compile as the tests start them:\n${output}`);
}
