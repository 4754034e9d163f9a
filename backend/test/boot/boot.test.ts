import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runServer } from '../support/server-process.js';
import { createTestDatabase } from '../support/test-database.js';

describe('the server process', () => {
  it('refuses to start with a readable list of configuration problems', async () => {
    const server = runServer({});
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('DATABASE_URL: required in production');
  });

  it('serves on DATABASE_URL and stops cleanly on SIGTERM', async () => {
    const database = await createTestDatabase();
    const server = runServer({ NODE_ENV: 'development', DATABASE_URL: database.url });
    try {
      const url = await server.url;
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutdown complete');
    } finally {
      server.child.kill('SIGKILL');
      await database.drop();
    }
  });

  it('starts an embedded PostgreSQL when no DATABASE_URL is set, keeps its data, and stops it on exit', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-embedded-'));
    // The embedded server runs as the 'postgres' system user when we are root.
    await chmod(dir, 0o755);
    const env = { NODE_ENV: 'development', EMBEDDED_PG_DIR: path.join(dir, 'pg'), MAIL_OUTBOX_DIR: path.join(dir, 'outbox') };
    try {
      for (const run of ['first', 'second']) {
        const server = runServer(env);
        const url = await server.url;
        const res = await fetch(`${url}/api/epc/lookup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ postcode: 'b33 8th' }),
        });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { addresses: unknown[] }).addresses.length).toBeGreaterThan(10);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        // The first run initialises and imports the sample; the second finds the same data.
        expect(server.output().includes('initialising embedded PostgreSQL')).toBe(run === 'first');
        expect(server.output().includes('sample EPC dataset imported')).toBe(run === 'first');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
