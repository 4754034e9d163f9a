import request from 'supertest';
import { signedInUser, uniqueEmail } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = async (cookie: string) => (await request(app.server).get('/api/auth/user').set('Cookie', cookie)).status === 200;
const withSite = (req: request.Test, site: string | undefined) => (site === undefined ? req : req.set('Sec-Fetch-Site', site));

describe('GET /api/logout, a navigation', () => {
  it.each(['cross-site', 'same-site'])('from another site (%s) answers a confirm page and signs nobody out', async (site) => {
    const { cookie } = await signedInUser(app, uniqueEmail('csrf-logout'));
    const res = await request(app.server).get('/api/logout').set('Cookie', cookie).set('Sec-Fetch-Site', site).set('Sec-Fetch-Mode', 'navigate');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('<h1>Sign out of Warmwise?</h1>');
    expect(res.text).toContain('<a href="/api/logout">Sign out</a>');
    expect(res.text).toContain('<a href="/">Cancel</a>');
    expect(res.text).not.toMatch(/<script|<form|\son\w+=/i);
    // The app's headers apply: no inline script may run, and no other site may frame the page.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await signedIn(cookie)).toBe(true);
  });

  // 'same-origin': the confirm page's own link, or the app's menu; 'none': typed or bookmarked;
  // no header: a browser older than Fetch Metadata, or a client that is not a browser.
  it.each(['same-origin', 'none', undefined])('from our own pages or the person (%s) signs out and goes home', async (site) => {
    const { cookie } = await signedInUser(app, uniqueEmail('logout'));
    const res = await withSite(request(app.server).get('/api/logout').set('Cookie', cookie), site);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^warmwise\.sid=; Path=\/; Expires=Thu, 01 Jan 1970/)]);
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe('POST /api/logout', () => {
  it.each(['cross-site', 'same-site'])('from another site (%s), a form or a sibling subdomain, is refused', async (site) => {
    const { cookie } = await signedInUser(app, uniqueEmail('csrf-post-logout'));
    const res = await request(app.server).post('/api/logout').set('Cookie', cookie).set('Sec-Fetch-Site', site);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'Sign out from Warmwise itself.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(cookie)).toBe(true);
  });

  it('from our own pages signs out', async () => {
    const { cookie } = await signedInUser(app, uniqueEmail('post-logout'));
    const res = await request(app.server).post('/api/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin');
    expect(res.body).toEqual({ success: true });
    expect(await signedIn(cookie)).toBe(false);
  });
});
