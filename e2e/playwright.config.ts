import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const resultsDir = process.env.RESULTS_DIR ?? 'test-results';
// The server's data folder, set once by the runner and inherited by its workers, so a test can use
// the command-line tools on the server's database (scripts/e2e-server.mjs removes it at the end).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `warmwise-e2e-${process.pid}`);

/**
 * End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the
 * built app started on its embedded default (no DATABASE_URL or REDIS_URL), its mail sent to the
 * SMTP sink scripts/e2e-server.mjs starts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // One browser: the phase is bound by Chromium's CPU, not by waiting. Measured on 2 cores, two
  // browsers took as long as one (595 s against 598 s) and starved timing-bound tests.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: path.resolve(resultsDir, 'e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (each action with the page's DOM as it stood) and a screenshot.
    // The trace's film strip is left out: painting a frame after every change cost a quarter of
    // Chromium's CPU or more (docs/benchmarks.md), for every test, passing or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Let the server drain and stop its embedded PostgreSQL (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
