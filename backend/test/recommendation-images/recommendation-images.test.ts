import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { MEASURES } from '../../src/energy-model/measures/catalogue.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let distDir: string;
let app: TestApp;

beforeAll(async () => {
  // A built app shell, so a wrong answer would be the app's page rather than a missing-build 503.
  distDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root">app shell</div>');
  app = await startTestApp({ FRONTEND_DIST_DIR: distDir });
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const imagesTheModelNames = [...new Set(MEASURES.map((measure) => measure.image))];

describe('recommendation images at /attached_assets', () => {
  it.each(imagesTheModelNames)('serves %s as an SVG illustration, cached a day and revalidated by ETag', async (image) => {
    const res = await request(app.server).get(`/attached_assets/${image}`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(String(res.body)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="200"/);
  });

  it('answers 304 with no body when the browser already holds the same image', async () => {
    const first = await request(app.server).get('/attached_assets/loft-insulation.jpg');
    const again = await request(app.server).get('/attached_assets/loft-insulation.jpg').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('finds the illustration by its own .svg name too', async () => {
    const res = await request(app.server).get('/attached_assets/loft-insulation.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });

  it.each([
    '/attached_assets/no-such-measure.jpg',
    '/attached_assets/loft-insulation.png',
    '/attached_assets/Loft-Insulation.jpg',
    '/attached_assets/',
    '/attached_assets/measures/loft-insulation.jpg',
  ])('answers an unknown image %s with 404 JSON, never the app page', async (url) => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'There is no image with that name.', code: 'NOT_FOUND' });
    expect(res.text).not.toContain('app shell');
  });

  it.each([
    '/attached_assets/..%2Fpackage.json',
    '/attached_assets/..%2F..%2Fpackage.json',
    '/attached_assets/%2e%2e%2fbackend%2fsrc%2fapp.ts',
    '/attached_assets/..%5Cpackage.json',
    '/attached_assets/loft-insulation.svg%00.jpg',
  ])('refuses a path-traversal attempt %s with 404', async (url) => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"name"');
    expect(res.text).not.toContain('app shell');
  });
});
