import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SHELL = '<!doctype html><div id="root"></div>';
const ABOUT = '<!doctype html><div id="root"><h1>About Warmwise</h1></div>';
const ROUTES = ['/', '/plan', '/plan/:token', '/resume/:token', '/about', '/onboarding'];

let distDir: string;
let app: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-dist-'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await mkdir(path.join(distDir, 'prerendered', 'about'), { recursive: true });
  await writeFile(path.join(distDir, 'prerendered', 'about', 'index.html'), ABOUT);
  await writeFile(path.join(distDir, 'client-routes.json'), JSON.stringify(ROUTES));
  app = await startTestApp({ FRONTEND_DIST_DIR: distDir });
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('page statuses, as crawlers and monitors read them', () => {
  it.each(['/', '/plan', '/PLAN/', '/about', '/onboarding?step=address'])('answers the app’s page %s with 200', async (url) => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(200);
  });

  it.each(['/no-such-page', '/plan/abc/extra', '/about/team', '/missing.png'])('answers %s, which is no page of the app, 404 with the app shell for its card', async (url) => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toBe(SHELL);
  });

  it('still serves the prerendered page of a known route', async () => {
    const res = await request(app.server).get('/about');
    expect(res.text).toBe(ABOUT);
  });
});
