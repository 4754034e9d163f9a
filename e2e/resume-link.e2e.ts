import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { MailOutbox } from './pages/outbox.js';
import { makePlan } from './pages/plan-maker.js';
import { openSavedPlan } from './pages/saved-plan.js';

const savings = (page: Page) =>
  page.getByRole('region', { name: 'Improvement Potential' }).locator('dl', { hasText: 'Estimated Annual Savings (£)' }).locator('dd');
const floorArea = (page: Page) => page.getByRole('region', { name: 'Property Overview' }).locator('dl > div', { hasText: 'Floor Area (m2)' }).locator('dd');

/** Another browser: none of the first one's cookies or storage, as on a phone or the next day. */
async function newBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addLocatorHandler(page.getByRole('button', { name: 'Maybe later' }), (later) => later.click());
  return { context, page };
}

test('the welcome mail’s link hands the plan to another browser, editable, until it is turned off', async ({ page, browser }) => {
  const email = `resume-${Date.now().toString(36)}@example.com`;
  const address = await makePlan(page, { email });
  await expect(savings(page)).toHaveText(/^£[1-9][\d,]*$/);
  const saving = await savings(page).textContent();
  const keeping = page.getByRole('region', { name: 'Where your plan is kept' });
  await expect(keeping).toContainText('Your plan is kept in this browser until you close it');

  // The welcome mail went at the Contact step, before the plan existed: its link opens it now.
  const link = await new MailOutbox().latestResumeLink(email);
  const phone = await newBrowser(browser);
  await phone.page.goto(new URL(link).pathname);
  await phone.page.waitForURL('**/plan');
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeVisible();
  await expect(phone.page.getByTestId('plan-address')).toHaveText(address);
  await expect(savings(phone.page)).toHaveText(saving!);

  // Editable: the edit is saved to the same home.
  await phone.page.getByRole('link', { name: 'Edit Profile & Preferences' }).click();
  const area = phone.page.getByRole('textbox', { name: 'Floor area (m²)' });
  await expect(area).not.toHaveValue('');
  await area.fill('137');
  await phone.page.getByRole('button', { name: 'Continue' }).click();
  await phone.page.waitForURL('**/plan');
  await expect(floorArea(phone.page)).toHaveText('137');
  // Opening the link handed the plan over: the browser it was made in no longer shows it.
  await page.reload();
  await expect(floorArea(page)).toHaveCount(0);

  // Turned off from the plan screen: the link now opens the clear page, and the API says 404.
  await phone.page.getByRole('button', { name: 'Turn off e-mailed links' }).click();
  await expect(phone.page.getByText('Links turned off')).toBeVisible();
  const later = await newBrowser(browser);
  await later.page.goto(new URL(link).pathname);
  await expect(later.page.getByRole('heading', { level: 1, name: 'This link has expired or been turned off' })).toBeVisible();
  await expect(later.page.getByRole('link', { name: 'Start a new plan' })).toBeVisible();
  await expectNoSeriousA11yViolations(later.page, 'the turned-off resume link');
  const api = await later.page.request.post(`/api/resume/${new URL(link).pathname.split('/').pop()}`, { data: {} });
  expect(api.status()).toBe(404);
  expect(((await api.json()) as { message: string }).message).toMatch(/^This link has expired or been turned off\./);
  await Promise.all([phone.context.close(), later.context.close()]);
});

test('“E-mail me a link” sends a link that opens the plan elsewhere', async ({ page, browser }) => {
  const address = await openSavedPlan(page, { email: `keeper-${Date.now().toString(36)}@example.com` });
  const me = `me-${Date.now().toString(36)}@example.com`;
  const keeping = page.getByRole('region', { name: 'Where your plan is kept' });
  await keeping.getByRole('textbox', { name: 'Your e-mail address' }).fill(me);
  await keeping.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(keeping.getByRole('status')).toContainText(`A private link to this plan is on its way to ${me}.`);

  const link = await new MailOutbox().latestResumeLink(me);
  const other = await newBrowser(browser);
  await other.page.goto(new URL(link).pathname);
  await expect(other.page.getByTestId('plan-address')).toHaveText(address);
  await other.context.close();
});
