import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The plan's steps and heat-pump verdict as the REST plan answer gives them. */
export interface ServedSteps {
  potentialSavings: number;
  co2Reduction: number;
  potentialEpcRating: string;
  potentialEnergyEfficiency: number;
  baseline: { annualBill: number };
  steps: { number: number; title: string; annualBillAfter: number; co2ReductionAfterKg: number; epcRatingAfter: string; energyEfficiencyAfter: number; measures: { title: string }[] }[];
  heatPumpVerdict: { headline: string; heatPumpSizeKw: number; runningCost: { todayGbp: number; heatPumpStandardGbp: number; heatPumpTariffGbp: number } } | null;
}

/** Whole pounds and kilograms, as a person reads them: 1,234. */
const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** The parts under the recommendations, on the plan screen and on a shared plan alike. */
export class PlanParts {
  readonly steps: Locator;
  readonly verdict: Locator;
  readonly copy: Locator;

  constructor(readonly page: Page) {
    this.steps = page.getByRole('region', { name: 'Your plan in steps' });
    this.verdict = page.getByRole('region', { name: 'Is your home ready for a heat pump?' });
    this.copy = page.getByRole('region', { name: 'A copy to keep' });
  }

  step(number: number, title: string): Locator {
    return this.steps.getByRole('listitem', { name: `Step ${number}: ${title}` });
  }

  /** The figure beside a label in one of the parts' description lists. */
  figure(within: Locator, label: string): Locator {
    return within.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** Every step with its measures and the figures after it, and the verdict, as the server has them. */
  async expectToShow(plan: ServedSteps): Promise<void> {
    await expect(this.steps).toBeVisible();
    for (const step of plan.steps) {
      const item = this.step(step.number, step.title);
      await expect(item).toBeVisible();
      for (const measure of step.measures) await expect(item.getByText(measure.title, { exact: true })).toBeVisible();
      await expect(this.figure(item, `Energy bill after step ${step.number}`)).toHaveText(`£${count.format(step.annualBillAfter)} a year`);
      await expect(this.figure(item, `CO2 saved after step ${step.number}`)).toHaveText(`${count.format(step.co2ReductionAfterKg)} kg a year`);
      await expect(this.figure(item, `Energy rating after step ${step.number}`)).toHaveText(`${step.epcRatingAfter} (${step.energyEfficiencyAfter})`);
    }
    const verdict = plan.heatPumpVerdict;
    if (!verdict) {
      await expect(this.verdict).toHaveCount(0);
      return;
    }
    await expect(this.verdict.getByRole('heading', { name: verdict.headline })).toBeVisible();
    await expect(this.figure(this.verdict, 'Heat pump size')).toHaveText(`About ${verdict.heatPumpSizeKw} kW`);
    await expect(this.figure(this.verdict, 'With a heat pump, on the standard price cap')).toHaveText(`£${count.format(verdict.runningCost.heatPumpStandardGbp)} a year`);
    await expect(this.figure(this.verdict, 'With a heat pump, on a heat-pump tariff')).toHaveText(`£${count.format(verdict.runningCost.heatPumpTariffGbp)} a year`);
  }

  /** Presses Download PDF and returns the first bytes of the file the browser saved. */
  async downloadPdfStart(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.copy.getByRole('link', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    return (await readFile(file)).subarray(0, 5).toString('latin1');
  }

  async emailTo(address: string): Promise<void> {
    const form = this.copy.getByRole('form', { name: 'E-mail me this plan' });
    await form.getByLabel('E-mail address to send the plan to').fill(address);
    await form.getByRole('button', { name: 'Send' }).click();
  }
}
