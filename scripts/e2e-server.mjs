// Starts the built server the way a newcomer's first run does (embedded PostgreSQL, memory
// store, mail outbox) but with its data in a throwaway folder, removed when the server stops.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(os.tmpdir(), 'warmwise-e2e-'));
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
  },
});

const cleanUp = () => rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
