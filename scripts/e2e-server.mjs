// Starts the built server the way a newcomer's first run does (embedded PostgreSQL, memory
// store, mail outbox) but with its data in a throwaway folder, removed when the server stops.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// E2E_DATA_DIR, when the test runner sets it, lets tests reach this server's database with the
// command-line tools (e2e/playground.e2e.ts makes a partner key with `npm run partner`).
const dir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'warmwise-e2e-'));
mkdirSync(dir, { recursive: true });
// The embedded PostgreSQL runs as the 'postgres' system user when started by root.
chmodSync(dir, 0o755);

const server = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every browser of the suite shares this machine's address; the limit is for strangers' networks.
    GRAPHQL_REQUESTS_PER_MINUTE: '100000',
  },
});

const cleanUp = () => rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
