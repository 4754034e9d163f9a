import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let distDir: string;
let app: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root">app shell</div>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  app = await startTestApp({ FRONTEND_DIST_DIR: distDir });
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('health', () => {
  it('/healthz answers without touching dependencies', async () => {
    const res = await request(app.server).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz reports PostgreSQL and Redis up', async () => {
    const res = await request(app.server).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up' } });
  });
});

describe('the built web app', () => {
  it.each(['/', '/plan', '/onboarding?step=email', '/some/unknown/page'])('serves the app shell at %s', async (url) => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(200);
    expect(res.text).toContain('app shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await request(app.server).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    const res = await request(app.server).get('/assets/missing.js');
    expect(res.status).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await request(app.server).get('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const permissions = res.headers['permissions-policy'] as string;
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions).toContain(denied);
    expect(permissions).toContain('web-share=(self)');
    expect(permissions).toContain('clipboard-write=(self)');
  });
});

describe('API conventions', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await request(app.server).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No API endpoint at GET /api/no-such-thing.', code: 'NOT_FOUND' });
  });

  it('marks API answers as not cacheable', async () => {
    const res = await request(app.server).post('/api/epc/lookup').send({ postcode: 'LS1 4AP' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives every response a request id, keeping a safe one sent by the caller', async () => {
    const generated = await request(app.server).get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await request(app.server).get('/healthz').set('X-Request-Id', 'edge-42');
    expect(passed.headers['x-request-id']).toBe('edge-42');
    const unsafe = await request(app.server).get('/healthz').set('X-Request-Id', '<script>');
    expect(unsafe.headers['x-request-id']).not.toBe('<script>');
  });

  it('has no development mail outbox outside development', async () => {
    const res = await request(app.server).get('/dev/outbox');
    expect(res.text).not.toContain('Mail outbox');
  });
});

describe('when dependencies fail', () => {
  it('keeps serving look-ups while Redis is down, without touching the session cookie', async () => {
    const degraded = await startTestApp();
    try {
      await degraded.store.close();
      const res = await request(degraded.server).post('/api/epc/lookup').send({ postcode: 'LS1 4AP' });
      expect(res.status).toBe(200);
      expect(res.body.addresses.length).toBeGreaterThan(0);
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await degraded.close();
    }
  });

  it('/readyz answers 503 naming what is down', async () => {
    const broken = await startTestApp();
    try {
      await broken.store.close();
      await refuseConnections(broken.config.database);
      const res = await request(broken.server).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'down' } });
    } finally {
      await broken.close();
    }
  });
});

/** Makes PostgreSQL refuse the app's database, as an outage would, without stopping the shared server. */
async function refuseConnections(database: TestApp['config']['database']): Promise<void> {
  if (database.kind !== 'external') throw new Error('expected an external test database');
  const name = new URL(database.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  } finally {
    await admin.end();
  }
}
