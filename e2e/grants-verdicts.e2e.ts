import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { openSavedPlan } from './pages/saved-plan.js';

test('the grants results show each scheme’s verdict, likely first, and fold away the ones the household probably cannot get', async ({ page }) => {
  await openSavedPlan(page, { email: 'grants-verdicts@example.com' });
  await page.getByRole('tab', { name: 'Grants & Funding' }).click();
  const grants = page.getByRole('region', { name: 'Grants & Funding Checker' });

  // A pensioner on Pension Credit with a low income, in the saved home in Leeds.
  await grants.getByRole('button', { name: 'More: Over 66 years' }).click();
  await grants.getByRole('button', { name: 'Next' }).click();
  await grants.getByRole('checkbox', { name: 'Pension Credit' }).check({ force: true });
  await grants.getByRole('button', { name: 'Next' }).click();
  await grants.getByRole('combobox', { name: 'Household income' }).selectOption({ label: 'Under £20,000' });
  await grants.getByRole('button', { name: 'Next' }).click();
  await grants.getByRole('button', { name: 'See Results' }).click();

  await expect(grants.getByRole('status')).toHaveText(/^You may be eligible for \d+ schemes?:$/);
  const cards = grants.getByRole('article');
  const discount = grants.getByRole('article', { name: 'Warm Homes Discount' });
  await expect(discount.getByText('Likely for you')).toBeVisible();
  await expect(discount.getByText('Open in England')).toBeVisible();
  await expect(cards.first().getByText('Likely for you')).toBeVisible();

  // Ended schemes are folded under a plain heading, each saying why.
  const eco4 = grants.getByRole('article', { name: 'ECO4' });
  await expect(eco4).toBeHidden();
  await grants.getByRole('button', { name: /^Schemes you probably can't get \(\d+\)$/ }).click();
  await expect(eco4).toBeVisible();
  await expect(eco4.getByText('Probably not for you')).toBeVisible();
  await expect(eco4.getByText(/^Ended on 31 March 2026/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the grants results with their verdicts');
  await page.screenshot({ path: 'test-results/screenshots/grants-verdicts.png', fullPage: true });
});
