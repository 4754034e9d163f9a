import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { openHomeProfile } from './pages/plan-maker.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

for (const viewport of VIEWPORTS) {
  test(`an oil home gives its litres and its plan starts from them (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const profile = await openHomeProfile(page, { postcode: 'B33 8TH', email: `oil-litres-${viewport.name}@example.com` });
    await profile.choose('Property type', 'Semi-detached');

    // Not sure what an 'Other' heating burns: the screen says what the plan assumes, and asks no fuel.
    await profile.choose('Main heating system', 'Other');
    await profile.choose('What does your heating burn?', 'Not sure');
    await expect(page.getByText(/^Not sure: we plan on LPG, coal or wood, whichever costs in the middle for homes like yours \(not electric heaters\)/)).toBeVisible();
    await expect(page.getByText('Choose what your heating burns to give how much of it you use.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Gas used in a year/ })).toHaveCount(0);

    await profile.choose('Main heating system', 'Oil boiler');
    await expect(page.getByRole('textbox', { name: /^Gas used in a year/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Oil used in a year' }).fill('1,200');
    await expect(profile.select('Oil measured in').locator('option:checked')).toHaveText('litres');
    await expect(page.getByText('We count 10.35 kWh of oil per litre.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `profile with oil use (${viewport.name})`);

    await profile.confirmDetails();
    await page.waitForURL('**/plan');
    const today = page.getByRole('region', { name: 'Your Home Today' });
    await expect(today.getByText('From the yearly use you gave us, at today’s prices.')).toBeVisible();
    // 1,200 litres at 10.35 kWh a litre.
    await expect(today.locator('dl', { hasText: 'Heating oil (kWh a year)' }).locator('dd')).toHaveText(/^12,4[12]\d( kWh)?$/);
  });
}
