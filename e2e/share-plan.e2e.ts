import { expect, test } from './fixtures.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { openPlanOf } from './pages/saved-plan.js';

const HOME = { address: '7 Sharing Close, York', postcode: 'YO1 7HH', propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', email: 'owner@example.com' };

test('a householder shares their plan, someone else opens it read-only, and the link stops working once turned off', async ({ page, browser }) => {
  // The API calls share the page's cookies: the home is this browser's, as if saved by the wizard.
  expect((await page.request.post('/api/consent', { data: { accepted: true, version: '1.0' } })).ok()).toBe(true);
  const saved = await page.request.post('/api/properties', { data: HOME });
  const { id } = (await saved.json()) as { id: string };
  await openPlanOf(page, id);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your plan' });
  const url = await dialog.getByLabel('Link to your plan').inputValue();
  expect(url).toMatch(/\/plan\/[A-Za-z0-9_-]{32}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Someone else: a new browser context has none of the owner's cookies or storage.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.addLocatorHandler(visitor.getByRole('button', { name: 'Maybe later' }), (later) => later.click());
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeVisible();
  await expect(visitor.getByTestId('plan-address')).toHaveText('7 Sharing Close, York');
  await expect(visitor.getByText(/A read-only plan shared with you on/)).toBeVisible();
  await expect(visitor.getByRole('article').first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Request Quote' })).toHaveCount(0);
  await expect(visitor.getByText('owner@example.com')).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(visitor, 'the shared plan');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByLabel('Link to your plan')).toHaveValue(url);
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('dialog', { name: 'Link turned off' })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Energy Plan Not Found' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Visit the Warmwise website/ })).toBeVisible();
  expect((await visitor.request.get(`/api/plan/${new URL(url).pathname.split('/').pop()}`)).status()).toBe(404);
  await other.close();
});
