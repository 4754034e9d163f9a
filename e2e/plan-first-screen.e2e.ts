import { expect, test } from './fixtures.js';
import { openSavedPlan } from './pages/saved-plan.js';

/** The figures a person reads first, from the Improvement Potential card. */
const headline = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Improvement Potential' });

/**
 * Before any of the page's scripts run (when parsing is done, deferred module scripts still to
 * come), the savings figure the HTML holds is kept, so the test can tell React adopted it rather
 * than drawing it again. A string: it runs in the browser, before the app's code exists.
 */
const KEEP_THE_PAINTED_FIGURE = `
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.paintedFigure = document.querySelector('[elementtiming="plan-figures"]');
  });
`;

test('a reloaded plan arrives with its address and figures in the page, and then works as before', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // React reports a page it could not adopt (a mismatch) as an error; a 401 from asking who is signed in is expected.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
  });
  const address = await openSavedPlan(page, { email: 'first-screen@example.com' });
  const savings = (await headline(page).locator('[elementtiming="plan-figures"]').first().textContent()) ?? '';
  expect(savings).toMatch(/^£[\d,]+$/);
  const co2 = (await headline(page).getByText(/ kg$/).textContent()) ?? '';

  await page.addInitScript(KEEP_THE_PAINTED_FIGURE);
  /** Reloads, and checks the page as sent holds the first screen and the app then adopts it and draws the rest. */
  const reloadTheTab = async () => {
    const response = await page.reload();
    // The page as sent, before any script: the heading, the home and its figures, for this visitor only.
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    const html = await response!.text();
    expect(html).toContain('<h1');
    expect(html).toContain(address);
    expect(html).toContain(`>${savings}</span>`);
    expect(html).toContain(`>${co2}</span>`);

    // Then the app takes it over: the figures stay the very elements painted, and the rest follows.
    await expect(page.getByTestId('plan-address')).toHaveText(address);
    await expect(page.getByRole('region', { name: 'Property Overview' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All Recommendations' })).toBeVisible();
    await expect(headline(page).getByText(savings, { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => {
        const painted = (window as Window & { paintedFigure?: Element | null }).paintedFigure;
        return Boolean(painted?.isConnected) && painted === document.querySelector('[elementtiming="plan-figures"]');
      }),
    ).toBe(true);
  };
  await reloadTheTab();
  // Without the answer the tab kept, the app draws the page's own figures while it asks for the plan.
  await page.evaluate(() => sessionStorage.removeItem('warmwise:planScreenAnswer'));
  await reloadTheTab();

  // It responds: the Share button makes a link.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(pageErrors).toEqual([]);

  // The page is the visitor's own tab's, once: another tab opened afterwards shows no plan until asked.
  const other = await page.context().newPage();
  const otherResponse = await other.goto('/plan');
  expect(await otherResponse!.text()).not.toContain(address);
  await expect(other.getByRole('heading', { name: 'Start Your Energy Plan' })).toBeVisible();
  await other.close();

  // Without JavaScript at all, the same reload shows the figures: they are in the HTML itself.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const base = new URL(test.info().project.use.baseURL!);
  const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
  await noScript.addCookies([
    ...(await page.context().cookies()),
    { name: 'warmwise.planReload', value: propertyId!, domain: base.hostname, path: '/' },
  ]);
  const still = await noScript.newPage();
  await still.goto('/plan');
  await expect(still.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeVisible();
  await expect(still.getByTestId('plan-address')).toHaveText(address);
  await expect(headline(still).getByText(savings, { exact: true })).toBeVisible();
  await expect(headline(still).getByText(co2, { exact: true })).toBeVisible();
  await noScript.close();
});
