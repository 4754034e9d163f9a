import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { PlanParts, type ServedSteps } from './pages/plan-parts.page.js';
import { openSavedPlan } from './pages/saved-plan.js';
import { openAsReader } from './pages/shared-reader.js';
import { planHelperAlreadyShown } from './pages/thermy-popup.js';

interface ServedOption {
  title: string;
  cost: string;
  annualBillGbp: number;
  grant: { name: string; amountGbp: number } | null;
}

/** The plan's steps and headline, with its heating decision, as the REST plan answer gives them. */
interface ServedDecision extends ServedSteps {
  heatingDecision: { chosen: ServedOption; alternative: ServedOption } | null;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

const QUESTION = 'Your heating: a new boiler or a heat pump?';

const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const pounds = (value: number) => `£${count.format(value)}`;

/** One option's part of the card, named by its heading ("Recommended: …", "The alternative: …"). */
const optionPart = (card: Locator, heading: string) => card.getByRole('group', { name: heading, exact: true });

/** The figure beside exactly this label ("Cost" is not "Running cost"). */
const figure = (part: Locator, label: string) =>
  part.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

/** The card shows the server's decision: the recommended option, and the alternative with its cost, running cost and grant. */
async function expectDecision(page: Page, decision: NonNullable<ServedDecision['heatingDecision']>): Promise<void> {
  const card = page.getByRole('region', { name: QUESTION });
  await expect(card).toBeVisible();
  const { chosen, alternative } = decision;
  const recommended = optionPart(card, `Recommended: ${chosen.title}`);
  const other = optionPart(card, `The alternative: ${alternative.title}`);
  await expect(figure(recommended, "Running cost (the whole home's energy)")).toHaveText(`${pounds(chosen.annualBillGbp)} a year`);
  await expect(figure(other, alternative.grant ? 'Cost after the grant' : 'Cost')).toHaveText(alternative.cost);
  await expect(figure(other, "Running cost (the whole home's energy)")).toHaveText(`${pounds(alternative.annualBillGbp)} a year`);
  for (const [part, option] of [[recommended, chosen], [other, alternative]] as const) {
    await expect(figure(part, 'Grant')).toHaveText(option.grant ? `${option.grant.name}, ${pounds(option.grant.amountGbp)}` : 'None included');
  }
  await expect(card.getByText(/^These are alternatives: you would fit one or the other, not both\./)).toBeVisible();
}

/** The steps hold the recommended option and not the alternative, and end on the headline saving. */
async function expectOnlyChosenCounted(page: Page, plan: ServedDecision): Promise<void> {
  const { chosen, alternative } = plan.heatingDecision!;
  const steps = new PlanParts(page).steps;
  await expect(steps.getByText(chosen.title, { exact: true })).toBeVisible();
  await expect(steps.getByText(alternative.title, { exact: true })).toHaveCount(0);
  await expect(steps.getByText(alternative.cost, { exact: true })).toHaveCount(0);
  const headline = page.getByRole('region', { name: 'Improvement Potential' }).locator('dl', { hasText: 'Estimated Annual Savings (£)' }).locator('dd');
  await expect(headline).toHaveText(pounds(plan.potentialSavings));
}

for (const viewport of VIEWPORTS) {
  test(`a home with an old boiler sees one heating decision, counted once (${viewport.name})`, async ({ page, browser }) => {
    await planHelperAlreadyShown(page);
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // A gas semi whose householder says its boiler is an older, non-condensing one.
    await openSavedPlan(page, {
      postcode: 'B33 8TH',
      email: `heating-${viewport.name}@example.com`,
      changes: { propertyType: 'Semi-detached', heatingSystem: 'Gas boiler', boilerType: 'non_condensing' },
    });

    const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
    const plan = (await (await page.request.get(`/api/properties/${propertyId}/energy-plan`)).json()) as ServedDecision;
    expect(plan.heatingDecision).not.toBeNull();
    // The steps are the plan: the last one's bill is today's less the headline saving, the alternative's not in it.
    const stepMeasures = plan.steps.flatMap((step) => step.measures.map((measure) => measure.title));
    expect(stepMeasures).toContain(plan.heatingDecision!.chosen.title);
    expect(stepMeasures).not.toContain(plan.heatingDecision!.alternative.title);
    expect(plan.steps.at(-1)!.annualBillAfter).toBe(plan.baseline.annualBill - plan.potentialSavings);

    await expectDecision(page, plan.heatingDecision!);
    await expectOnlyChosenCounted(page, plan);
    await page.getByRole('region', { name: QUESTION }).screenshot({ path: `test-results/screenshots/${viewport.name}-heating-decision.png` });
    await expectNoSeriousA11yViolations(page, `the heating decision (${viewport.name})`);

    // The shared page shows the same decision to someone with none of the owner's cookies.
    const { reader, close } = await openAsReader(page, browser);
    await expectDecision(reader, plan.heatingDecision!);
    await expectOnlyChosenCounted(reader, plan);
    await expectNoSeriousA11yViolations(reader, `the shared heating decision (${viewport.name})`);
    await close();
  });
}
