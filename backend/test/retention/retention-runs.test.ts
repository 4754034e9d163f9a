import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/database/database.js';
import { createLogger } from '../../src/logging/logger.js';
import { runServer } from '../support/server-process.js';
import { createTestDatabase } from '../support/test-database.js';

const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Adds a registration code that expired two days ago (the migrations run first on a fresh database). */
async function insertExpiredCode(email: string) {
  const db = await openDatabase({ kind: 'external', url: database.url, poolMax: 1 }, createLogger('silent'));
  try {
    await db.orm.em
      .getConnection()
      .execute(`insert into email_code (id, purpose, email, code_hash, expires_at) values (gen_random_uuid(), 'registration', ?, 'hash', now() - interval '2 days')`, [email]);
  } finally {
    await db.close();
  }
}

/** The retention CLI as `npm run retention` starts it, on this test's database. */
function runRetentionCli(): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/retention/retention.cli.ts'], {
    cwd: BACKEND_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: database.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout })));
}

describe('running the retention policy', () => {
  it('from the command line: once, printing what it removed', async () => {
    await insertExpiredCode('cli@example.com');
    const { code, stdout } = await runRetentionCli();
    expect(code).toBe(0);
    expect(stdout).toContain('Retention policy applied:');
    expect(stdout).toContain('  1 expired e-mail codes deleted');
    expect(stdout).toContain('  0 interaction events anonymised');
  });

  it('from the server: scheduled (nightly, and hourly for codes) rather than run at start-up; it stops cleanly with the server', async () => {
    await insertExpiredCode('server@example.com');
    const server = runServer({ NODE_ENV: 'development', DATABASE_URL: database.url });
    try {
      await server.url;
      const db = await openDatabase({ kind: 'external', url: database.url, poolMax: 1 }, createLogger('silent'));
      try {
        const connection = db.orm.em.getConnection();
        const schedules = await connection.execute('select name, cron, timezone from pgboss.schedule order by name');
        expect(schedules).toEqual([
          { name: 'expired-codes', cron: '0 * * * *', timezone: 'UTC' },
          { name: 'retention', cron: '15 3 * * *', timezone: 'UTC' },
        ]);
        expect(await connection.execute("select email from email_code where email = 'server@example.com'")).toHaveLength(1);
      } finally {
        await db.close();
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
