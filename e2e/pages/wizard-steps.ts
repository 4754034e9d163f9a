import { expect, type Page } from '@playwright/test';

/** Each step as a person sees it: the line above the progress bar and the page's heading. */
const WIZARD_STEP = {
  address: { line: 'Step 1 of 4: Address', heading: 'Find your property' },
  contact: { line: 'Step 2 of 4: Contact Details', heading: 'Your Contact Details' },
  profile: { line: 'Step 3 of 4: Home Profile', heading: 'Verify your home details' },
} as const;

type WizardStepName = keyof typeof WIZARD_STEP;

/** Waits until the wizard shows the step, and only that step. */
export async function expectStep(page: Page, name: WizardStepName): Promise<void> {
  const { line, heading } = WIZARD_STEP[name];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText(line)).toBeVisible();
}
