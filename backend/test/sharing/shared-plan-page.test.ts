import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { BEHIND_TEST_PROXY } from '../support/client-address.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome } from '../plans/support.js';

const SHELL = '<!doctype html><html><head><title>Warmwise: Your Home Energy Plan</title></head><body><div id="root"></div></body></html>';

let app: TestApp;
let distDir: string;
let owner: string;
let propertyId: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-dist-'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  app = await startTestApp({ FRONTEND_DIST_DIR: distDir, ...BEHIND_TEST_PROXY });
  owner = await newVisitor(app.server);
  propertyId = await saveHome(app, owner);
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const metaContent = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('the shared plan page as crawlers and link previews see it', () => {
  it('previews the yearly saving, asks not to be indexed, and names nobody', async () => {
    const plan = (await getPlan(app, propertyId, owner)).body as { potentialSavings: number };
    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
    const res = await request(app.server).get(`/plan/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(metaContent(res.text, 'og:title')).toBe(`A home energy plan: save £${plan.potentialSavings.toLocaleString('en-GB')} a year`);
    expect(metaContent(res.text, 'og:url')).toMatch(new RegExp(`/plan/${token}$`));
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('Stechford');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('previews a plan fitted to the household’s bills without its saving, which is scaled to them', async () => {
    const metered = await saveHome(app, owner, { ...HOME, address: '20 Stechford Lane, Birmingham', annualGasKwh: 7_000 });
    expect((await getPlan(app, metered, owner)).status).toBe(200);
    const { token } = (await request(app.server).post(`/api/properties/${metered}/share`).set('Cookie', owner)).body as { token: string };
    const res = await request(app.server).get(`/plan/${token}`);
    expect(metaContent(res.text, 'og:title')).toBe('A home energy plan');
  });

  it('serves an unknown link 404 with the app shell, not indexed and with no preview, for the app to say it was not found', async () => {
    const res = await request(app.server).get(`/plan/${'Z'.repeat(32)}`);
    expect(res.status).toBe(404);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<title>Energy Plan Not Found | Warmwise</title>');
    expect(metaContent(res.text, 'og:title')).toBeUndefined();
  });

  it('counts previews as reads of the plan: past 600 an hour from one network, a live link previews as an unknown one', async () => {
    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
    const network = '2001:db8:51::1';
    const page = () => request(app.server).get(`/plan/${token}`).set('X-Forwarded-For', network);
    expect(metaContent((await page()).text, 'og:title')).toMatch(/^A home energy plan/);
    // 599 more reads of shared plans from the same network, by the page or the API.
    for (let i = 0; i < 599; i++) await app.store.increment('rate:shared-plan-read:2001:db8:51:0::/64', 3_600);
    const refused = await page();
    expect(refused.status).toBe(404);
    expect(refused.text).toContain('<title>Energy Plan Not Found | Warmwise</title>');
    expect(metaContent(refused.text, 'og:title')).toBeUndefined();
    // Another network is not held back.
    expect(metaContent((await request(app.server).get(`/plan/${token}`).set('X-Forwarded-For', '2001:db8:52::1')).text, 'og:title')).toMatch(/^A home energy plan/);
  });

  it('escapes whatever is in the address bar', async () => {
    const res = await request(app.server).get('/plan/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.text).not.toContain('<script>alert(1)');
  });
});
