import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { PlanParts, type ServedSteps } from './pages/plan-parts.page.js';
import { openSavedPlan } from './pages/saved-plan.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

/** Whole pounds, as a person reads them: 1,234. */
const pounds = (amount: number) => `£${new Intl.NumberFormat('en-GB').format(amount)}`;

for (const viewport of VIEWPORTS) {
  test(`removing a measure moves the tiles, the steps and the verdict at once, and Undo brings it back (${viewport.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openSavedPlan(page, { postcode: 'LS1 4AP', email: `client-state-${viewport.name}@example.com` });
    const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
    const served = async () => (await (await page.request.get(`/api/properties/${propertyId}/energy-plan`)).json()) as ServedSteps;
    const before = await served();
    const parts = new PlanParts(page);
    await parts.expectToShow(before);

    // The last step's measure that saves most (solar panels on many homes), removed from its card.
    const lastStep = before.steps.at(-1)!;
    const removed = lastStep.measures[0]!.title;
    // A reload would drop this mark: the screen must follow without one.
    await page.evaluate(() => Object.assign(window, { sameScreen: true }));
    await page.getByRole('tab', { name: 'All Recommendations' }).click();
    await page.getByRole('button', { name: `Remove ${removed}` }).click();
    await expect(page.getByText('Recommendation removed')).toBeVisible();

    const after = await served();
    expect(after.potentialSavings).not.toBe(before.potentialSavings);
    const headline = page.getByRole('region', { name: 'Improvement Potential' });
    await expect(headline.getByText(pounds(after.potentialSavings), { exact: true })).toBeVisible();
    await parts.expectToShow(after);
    await expect(parts.steps.getByText(removed, { exact: true })).toHaveCount(0);
    // The steps end at the bill the headline promises, not the old plan's.
    const last = after.steps.at(-1)!;
    await expect(parts.figure(parts.step(last.number, last.title), `Energy bill after step ${last.number}`)).toHaveText(
      `${pounds(after.baseline.annualBill - after.potentialSavings)} a year`,
    );
    expect(await page.evaluate(() => (window as Window & { sameScreen?: boolean }).sameScreen)).toBe(true);

    // Undo is on the removal's toast, which goes after a few seconds.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Recommendation restored')).toBeVisible();
    await expect(headline.getByText(pounds(before.potentialSavings), { exact: true })).toBeVisible();
    await parts.expectToShow(before);
    await expect(parts.step(lastStep.number, lastStep.title).getByText(removed, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { sameScreen?: boolean }).sameScreen)).toBe(true);
    await expectNoSeriousA11yViolations(page, `the plan after a removal and its undo (${viewport.name})`);
  });
}
