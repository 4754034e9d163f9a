import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PLAN_FIRST_SCREEN_TEMPLATE, PLAN_RELOAD_COOKIE } from '@warmwise/common';
import request from 'supertest';
import { getPlan, HOME, saveHome } from '../plans/support.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const { address, figures } = PLAN_FIRST_SCREEN_TEMPLATE;
/** The build's template in miniature: the plan page, its critical CSS and the first screen's placeholders where its texts go. */
const TEMPLATE =
  `<!doctype html><html><head><style>${'.css-a1{color:teal}'.repeat(100)}</style></head><body><div id="root"><h1>Home Energy Plan</h1>` +
  `<p data-testid="plan-address">${address}</p><dl><dd>${figures.savings}</dd><dd>${figures.rating}</dd>` +
  `<dd>${figures.valueIncrease}</dd><dd>${figures.co2}</dd></dl></div></body></html>`;

/** Two of the figures a person sees, as the plan's REST read answers them. */
interface PlanFigures {
  potentialSavings: number;
  co2Reduction: number;
}

const wholeNumber = (value: number) => new Intl.NumberFormat('en-GB').format(Math.round(value));

let distDir: string;
let app: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-dist-'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  for (const route of ['plan', 'my-plan']) {
    await mkdir(path.join(distDir, 'prerendered', route), { recursive: true });
    await writeFile(path.join(distDir, 'prerendered', route, 'index.html'), SHELL);
    await writeFile(path.join(distDir, 'prerendered', route, 'first-screen.html'), TEMPLATE);
  }
  app = await startTestApp({ FRONTEND_DIST_DIR: distDir });
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

/** A visitor with a saved home and its current plan built, as after the wizard. */
async function visitorWithAPlan(home: object = HOME) {
  const cookie = await newVisitor(app.server);
  const propertyId = await saveHome(app, cookie, home);
  const plan = await getPlan(app, propertyId, cookie);
  expect(plan.status).toBe(200);
  return { cookie, propertyId, plan: plan.body as PlanFigures };
}

/** The plan page as a tab reloads it: the session cookie, and the hint naming the home it showed. */
const reload = (cookies: string[], url = '/plan') => request(app.server).get(url).set('Accept-Encoding', 'gzip, br').set('Cookie', cookies.join('; '));
const hint = (propertyId: string) => `${PLAN_RELOAD_COOKIE}=${propertyId}`;

/** The first screen in the page's data block, as the app reads it. */
function dataBlock(html: string): unknown {
  const text = /<script type="application\/json" id="plan-first-screen">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

describe("the plan page reloaded by its owner's tab", () => {
  it('holds their address and figures, in the page and in its data block, for them alone', async () => {
    const { cookie, propertyId, plan } = await visitorWithAPlan();
    const res = await reload([cookie, hint(propertyId)]);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const savings = `£${wholeNumber(plan.potentialSavings)}`;
    const co2 = `${wholeNumber(plan.co2Reduction)} kg`;
    expect(res.text).toContain(`<p data-testid="plan-address">${HOME.address}</p>`);
    expect(res.text).toContain(`<dd>${savings}</dd>`);
    expect(res.text).toContain(`<dd>${co2}</dd>`);
    expect(res.text).not.toContain('%%plan-first-screen');
    expect(dataBlock(res.text)).toEqual({
      propertyId,
      address: HOME.address,
      figures: expect.objectContaining({ savings, co2 }) as unknown,
    });
    // The hint serves this one reload.
    expect(res.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${PLAN_RELOAD_COOKIE}=;.*Expires=Thu, 01 Jan 1970`))]));
  });

  it('is the same on the plan’s other paths', async () => {
    const { cookie, propertyId, plan } = await visitorWithAPlan({ ...HOME, address: '14 Stechford Lane, Birmingham' });
    const res = await reload([cookie, hint(propertyId)], '/my-plan');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('14 Stechford Lane, Birmingham');
    expect(res.text).toContain(`£${wholeNumber(plan.potentialSavings)}`);
  });

  it('writes hostile text in an address as text, in the page and in the data block', async () => {
    const hostile = '16 Stechford Lane</p><script>alert("x")</script><!-- $& $\' & \u2028</script>';
    const { cookie, propertyId } = await visitorWithAPlan({ ...HOME, address: hostile });
    const res = await reload([cookie, hint(propertyId)]);

    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(
      '<p data-testid="plan-address">16 Stechford Lane&lt;/p&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- $&amp; $&#39; &amp; \u2028&lt;/script&gt;</p>',
    );
    // Nothing the address holds opens or closes an element: the page's only script is its data block.
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(res.text.match(/<\/script>/g)).toHaveLength(1);
    expect(res.text).not.toContain('<!--');
    expect(dataBlock(res.text)).toEqual(expect.objectContaining({ address: hostile }));
  });

  it('fills each placeholder once, so an address that reads like one stays the address', async () => {
    const { cookie, propertyId, plan } = await visitorWithAPlan({ ...HOME, address: `${figures.savings} Stechford Lane` });
    const res = await reload([cookie, hint(propertyId)]);
    expect(res.text).toContain(`<p data-testid="plan-address">${figures.savings} Stechford Lane</p>`);
    expect(res.text).toContain(`<dd>£${wholeNumber(plan.potentialSavings)}</dd>`);
  });

  it('is the plain shell for another visitor naming the home, and for a visitor without a session', async () => {
    const { propertyId } = await visitorWithAPlan({ ...HOME, address: '18 Stechford Lane, Birmingham' });
    const stranger = await newVisitor(app.server);

    for (const cookies of [[stranger, hint(propertyId)], [hint(propertyId)]]) {
      const res = await reload(cookies);
      expect(res.status).toBe(200);
      expect(res.text).toBe(SHELL);
      expect(res.headers['cache-control']).not.toContain('private');
    }
  });

  it('is the plain shell without the hint, or for a home whose plan is not built yet', async () => {
    const { cookie, propertyId } = await visitorWithAPlan({ ...HOME, address: '20 Stechford Lane, Birmingham' });
    expect((await reload([cookie])).text).toBe(SHELL);
    expect((await reload([cookie, hint('not-a-home')])).text).toBe(SHELL);

    const unplanned = await saveHome(app, cookie, { ...HOME, address: '22 Stechford Lane, Birmingham' });
    expect((await reload([cookie, hint(unplanned)])).text).toBe(SHELL);
    // The first home is still served: only the named home counts.
    expect((await reload([cookie, hint(propertyId)])).text).toContain('20 Stechford Lane, Birmingham');
  });

  it('is only for the plan’s own routes, spelt as the app spells them', async () => {
    const { cookie, propertyId } = await visitorWithAPlan({ ...HOME, address: '24 Stechford Lane, Birmingham' });
    for (const url of ['/PLAN', '/plan/', '/energy-plan', '/about']) {
      const res = await reload([cookie, hint(propertyId)], url);
      expect(res.text).not.toContain('24 Stechford Lane');
    }
  });
});
