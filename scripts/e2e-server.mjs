// Starts the built server the way a newcomer's first run does (embedded PostgreSQL, memory
// store) but with its data in a throwaway folder, removed when the server stops, and its mail
// sent over SMTP to a real SMTP server started here, as production sends it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

// E2E_DATA_DIR, when the test runner sets it, lets tests reach this server's database with the
// command-line tools (e2e/playground.e2e.ts makes a partner key with `npm run partner`) and read
// the mail it sent (e2e/pages/outbox.ts).
const dir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'warmwise-e2e-'));
mkdirSync(dir, { recursive: true });
// The embedded PostgreSQL runs as the 'postgres' system user when started by root.
chmodSync(dir, 0o755);

/**
 * The SMTP sink: every message it receives is written whole as `mail/<time>-<n>.eml`, so names
 * sort in the order mail arrived and a test reads exactly what a mail client would.
 */
const mailDir = path.join(dir, 'mail');
mkdirSync(mailDir, { recursive: true });
let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${String(Date.now()).padStart(15, '0')}-${String(++received).padStart(6, '0')}.eml`;
      writeFileSync(path.join(mailDir, name), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));

const server = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${sink.server.address().port}`,
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every browser of the suite shares this machine's address; the limit is for strangers' networks.
    GRAPHQL_REQUESTS_PER_MINUTE: '100000',
    NEW_SESSIONS_PER_NETWORK_PER_HOUR: '100000',
    WELCOMES_PER_NETWORK_PER_HOUR: '100000',
  },
});

const cleanUp = () => rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  sink.close(() => undefined);
  cleanUp();
  process.exit(code ?? 0);
});
