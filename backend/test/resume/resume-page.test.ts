import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { saveHome } from '../plans/support.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { graphql } from '../support/graphql.js';
import { newVisitor, sessionCookieOf } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SHELL = '<!doctype html><div id="root"></div>';

let distDir: string;
let app: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-dist-'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  app = await startTestApp({ FRONTEND_DIST_DIR: distDir, ...BEHIND_TEST_PROXY });
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (token: string, from = newClientAddress()) => request(app.server).get(`/resume/${token}`).set('X-Forwarded-For', from);

async function liveToken(): Promise<{ token: string; cookie: string }> {
  const cookie = await newVisitor(app.server);
  await saveHome(app, cookie);
  const { body } = await graphql(app.server, 'mutation { createResumeLink { token } }', {}, cookie);
  return { token: (body as { data: { createResumeLink: { token: string } } }).data.createResumeLink.token, cookie };
}

describe('the resume page as crawlers and monitors see it', () => {
  it('answers a live link 200 with the app shell, never indexed nor cached, and opens nothing', async () => {
    const { token } = await liveToken();
    const res = await page(token);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SHELL);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('answers a turned-off, an expired, an unknown and a malformed link 404, with the shell for the app’s card', async () => {
    const revoked = await liveToken();
    await request(app.server).delete('/api/resume-links').set('Cookie', revoked.cookie);
    const expired = await liveToken();
    await app.db.orm.em.fork().getConnection().execute("update resume_link set expires_at = now() - interval '1 second' where token_hash = ?", [
      createHash('sha256').update(expired.token).digest('hex'),
    ]);
    for (const token of [revoked.token, expired.token, 'A'.repeat(32), 'not-a-token']) {
      const res = await page(token);
      expect(res.status).toBe(404);
      expect(res.text).toBe(SHELL);
    }
  });

  it('answers every link 404 past 30 pages an hour from one network, so the status cannot be used to guess', async () => {
    const { token } = await liveToken();
    const from = newClientAddress();
    for (let i = 0; i < 30; i++) await page('C'.repeat(32), from);
    expect((await page(token, from)).status).toBe(404);
    expect((await page(token)).status).toBe(200);
  });
});
