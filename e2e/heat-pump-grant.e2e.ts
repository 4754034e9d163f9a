import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { openSavedPlan } from './pages/saved-plan.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

/*
 * One eligibility: a social tenant cannot get the Boiler Upgrade Scheme, so no surface of the plan
 * may count it, whatever the grant is worth to an owner of the same home.
 */
for (const viewport of VIEWPORTS) {
  test(`a social tenant's heat-pump card, heating choice and Grants tab agree: no Boiler Upgrade Scheme (${viewport.name})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openSavedPlan(page, {
      postcode: 'B33 8TH',
      email: `social-tenant-${viewport.name}@example.com`,
      changes: { heatingSystem: 'Gas boiler', boilerType: 'non_condensing', tenure: 'Rented - Social' },
    });

    const verdict = page.getByRole('region', { name: 'Is your home ready for a heat pump?' });
    await expect(verdict).toBeVisible();
    await expect(verdict.getByText(/^Grant( to check)?: /)).toHaveCount(0);

    const heatPumpBox = page.getByRole('group', { name: /^(Recommended|The alternative): Air Source Heat Pump$/ });
    await expect(heatPumpBox.getByText('None included')).toBeVisible();
    // Costed before any grant: a fitted heat pump's price starts above the £7,500 an owner would get off it.
    await expect(heatPumpBox.locator('dt', { hasText: /^Cost after the grant$/ })).toHaveCount(0);
    const cost = await heatPumpBox.locator('dt', { hasText: /^Cost$/ }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(Number(/£([\d,]+)/.exec(cost ?? '')?.[1].replace(/,/g, ''))).toBeGreaterThan(7_500);
    await expect(heatPumpBox.getByText('Boiler Upgrade Scheme')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Grants & Funding' }).click();
    const grants = page.getByRole('region', { name: 'Grants & Funding Checker' });
    for (let step = 0; step < 3; step += 1) await grants.getByRole('button', { name: 'Next' }).click();
    await grants.getByRole('button', { name: 'See Results' }).click();
    await expect(grants.getByRole('status')).toBeVisible();
    const scheme = grants.getByRole('article', { name: 'Boiler Upgrade Scheme' });
    await grants.getByRole('button', { name: /^Schemes you probably can't get \(\d+\)$/ }).click();
    await expect(scheme.getByText('Probably not for you')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `a social tenant's grants (${viewport.name})`);
  });
}
