import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { MailOutbox } from './pages/outbox.js';
import { PlanParts, type ServedSteps } from './pages/plan-parts.page.js';
import { openSavedPlan } from './pages/saved-plan.js';
import { openAsReader } from './pages/shared-reader.js';
import { planHelperAlreadyShown } from './pages/thermy-popup.js';

const PLAN_COPY_SENT = "We're sending your plan to that address. It should arrive in a few minutes.";

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

for (const viewport of VIEWPORTS) {
  test(`a householder reads their plan in steps and the heat-pump verdict, and keeps a copy (${viewport.name})`, async ({ page, browser }) => {
    await planHelperAlreadyShown(page);
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = `steps-${viewport.name}@example.com`;
    await openSavedPlan(page, { postcode: 'LS1 4AP', email });

    // The steps and the verdict say what the server's plan says, and the last step is the headline.
    const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
    const plan = (await (await page.request.get(`/api/properties/${propertyId}/energy-plan`)).json()) as ServedSteps;
    expect(plan.steps.length).toBeGreaterThanOrEqual(2);
    const last = plan.steps.at(-1)!;
    expect(last.annualBillAfter).toBe(plan.baseline.annualBill - plan.potentialSavings);
    expect(last.co2ReductionAfterKg).toBe(plan.co2Reduction);
    const parts = new PlanParts(page);
    await parts.expectToShow(plan);
    await parts.steps.screenshot({ path: `test-results/screenshots/${viewport.name}-plan-steps.png` });
    if (plan.heatPumpVerdict) await parts.verdict.screenshot({ path: `test-results/screenshots/${viewport.name}-heat-pump-verdict.png` });
    await parts.copy.screenshot({ path: `test-results/screenshots/${viewport.name}-plan-copy.png` });
    await expectNoSeriousA11yViolations(page, `the plan's steps and verdict (${viewport.name})`);

    // A copy to keep: the PDF, and the same by e-mail.
    expect(await parts.downloadPdfStart()).toBe('%PDF-');
    await parts.emailTo(email);
    await expect(parts.copy.getByRole('status')).toHaveText(PLAN_COPY_SENT);
    expect(await new MailOutbox().latestPdfAttachment(email)).toMatch(/\.pdf$/);

    // Printed, the page keeps the plan and drops what is for the screen.
    await page.emulateMedia({ media: 'print' });
    await expect(parts.steps).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(parts.copy).toBeHidden();
    await expect(page.getByRole('tab', { name: 'All Recommendations' })).toBeHidden();
    await page.screenshot({ path: `test-results/screenshots/${viewport.name}-plan-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // The same parts on the shared page, for someone with none of the owner's cookies.
    const { reader, close } = await openAsReader(page, browser);
    const shared = new PlanParts(reader);
    await shared.expectToShow(plan);
    await expectNoSeriousA11yViolations(reader, `the shared plan's steps and verdict (${viewport.name})`);
    expect(await shared.downloadPdfStart()).toBe('%PDF-');
    await shared.emailTo(`reader-${viewport.name}@example.com`);
    await expect(shared.copy.getByRole('status')).toHaveText(PLAN_COPY_SENT);
    await close();
  });
}
