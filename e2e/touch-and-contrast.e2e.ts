import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { HomePage } from './pages/home.page.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { openSavedPlan } from './pages/saved-plan.js';
import { tapTargetsUnder44px } from './pages/tap-targets.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

for (const viewport of VIEWPORTS) {
  test(`the typed address's error texts pass colour contrast (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await new HomePage(page).startPlan();
    const onboarding = new OnboardingPage(page);
    await onboarding.searchFor('LS1 4AP');
    await page.getByRole('button', { name: "My address isn't listed" }).click();
    await onboarding.continue.click();
    await expect(page.getByText('Please enter your house number or name')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the typed address with its errors (${viewport.name})`);
    if (viewport.name === 'mobile') expect(await tapTargetsUnder44px(page)).toEqual([]);
  });
}

// The plan's first screen at this size is scanned by axe in first-look.e2e.ts.
test('on a phone every button and field of the plan is at least 44 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSavedPlan(page, { email: 'tap-targets@example.com' });
  const turnOff = page.getByRole('button', { name: 'Turn off e-mailed links' });
  expect((await turnOff.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await tapTargetsUnder44px(page)).toEqual([]);
});
