import { expect, test } from '@playwright/test';
import { makePlan, remodelPlan } from './pages/plan-maker.js';
import { ThermyPopup } from './pages/thermy-popup.js';

// Playwright's own `test`, not ./fixtures.js, whose handler closes the popup wherever it appears and
// would hide the very opening this walk counts.
// The home page's own welcome (once per session, 2 s after arriving) is not what this walk is about:
// it is marked as seen, so any popup that opens here is the plan helper's.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('warmwise:thermyWelcomeShown', 'true'));
});

test('the plan helper opens by itself once a session: not for a re-modelled plan, nor for a second home', async ({ page }) => {
  // Two plans, a re-model and two waits for a popup that must not come: about 25 s of the default 30.
  test.setTimeout(60_000);
  const thermy = new ThermyPopup(page);
  const firstAddress = await makePlan(page, { postcode: 'LS1 4AP', email: 'popup-once@example.com' });
  // It waits until the plan's first screen has been read (first-look.e2e.ts): past it, it opens.
  await thermy.scrollPastFirstScreen();
  await expect(thermy.dialog).toBeVisible();
  await thermy.close();

  // Editing the profile and saving again re-models the same home.
  await remodelPlan(page, { 'Year built': '1983-2002' });
  await expect(page.getByTestId('plan-address')).toHaveText(firstAddress);
  await thermy.expectStaysShut();

  const secondAddress = await makePlan(page, { postcode: 'EH3 9GL', email: 'popup-once@example.com' });
  expect(secondAddress).not.toBe(firstAddress);
  await thermy.expectStaysShut();

  // The header button still opens it whenever the householder wants.
  await thermy.openFromHeader();
});
