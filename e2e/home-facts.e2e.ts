import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { openHomeProfile } from './pages/plan-maker.js';
import type { ProfilePage } from './pages/profile.page.js';

const POSTCODE = 'B33 8TH';
const NOT_SURE = 'Not sure';

/** Saves the profile and waits for the plan, which must promise a saving. */
async function finishAndSeePlan(page: Page, profile: ProfilePage): Promise<void> {
  await profile.confirmDetails();
  await page.waitForURL('**/plan');
  await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
  const savings = page.getByRole('region', { name: 'Improvement Potential' }).locator('dl', { hasText: 'Estimated Annual Savings (£)' }).locator('dd');
  await expect(savings).toHaveText(/^£[1-9][\d,]*$/);
}

const mainHeating = (page: Page) => page.getByRole('region', { name: 'Property Overview' }).locator('dl > div', { hasText: 'Main Heating' }).locator('dd');

test('an LPG home whose householder is not sure of the rest gets a plan in LPG terms', async ({ page }) => {
  const profile = await openHomeProfile(page, { postcode: POSTCODE, email: 'lpg-home@example.com' });
  await expect(page.getByRole('heading', { name: 'Tell us what you know' })).toBeVisible();
  await expect(profile.select('What does your heating burn?')).toHaveCount(0);

  // A house, whichever home the sample lists first, so no floor is asked.
  await profile.choose('Property type', 'Semi-detached');
  await profile.choose('Main heating system', 'Other');
  await profile.choose('What does your heating burn?', 'LPG (bottled or tank gas)');
  // An LPG boiler is still a boiler, so its type is asked; the person is not sure of any of it.
  for (const fact of ['Walls', 'Windows', 'Boiler', 'Heating controls']) {
    await profile.choose(fact, NOT_SURE);
    await expect(profile.select(fact).locator('option:checked')).toHaveText(NOT_SURE);
  }
  await page.getByRole('textbox', { name: 'Loft insulation depth (mm)' }).clear();

  await finishAndSeePlan(page, profile);
  await expect(mainHeating(page)).toHaveText('Other (LPG)');
  await expect(page.getByRole('region', { name: 'Your Home Today' }).getByText('LPG (kWh a year)')).toBeVisible();
});

test('a householder who states an empty cavity, an old boiler and no controls is offered each fix', async ({ page }) => {
  const profile = await openHomeProfile(page, { postcode: POSTCODE, email: 'stated-home@example.com' });
  // Homes of 1983-2002 were often built with empty cavities.
  const stated = {
    'Property type': 'Semi-detached',
    'Year built': '1983-2002',
    'Main heating system': 'Gas boiler',
    Walls: 'Cavity walls, empty',
    Boiler: 'Older, non-condensing',
    'Heating controls': 'No controls',
  };
  for (const [label, option] of Object.entries(stated)) await profile.choose(label, option);

  await finishAndSeePlan(page, profile);
  // Each stated fact brings its fix; soft, so a missing one does not hide the others.
  for (const measure of ['Cavity Wall Insulation', 'Heating Controls Upgrade']) {
    await expect.soft(page.getByRole('article', { name: measure })).toBeVisible();
  }
  // The old boiler's replacement is one decision: a new boiler or a heat pump, whichever the plan chose.
  await expect.soft(page.getByRole('article', { name: /^(Condensing Boiler Replacement|Air Source Heat Pump)$/ })).toHaveCount(1);

  // Editing the profile again starts from what was stated.
  await page.getByRole('link', { name: 'Edit Profile & Preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Tell us what you know' })).toBeVisible();
  for (const [label, option] of Object.entries(stated)) {
    await expect(profile.select(label).locator('option:checked')).toHaveText(option);
  }
});
