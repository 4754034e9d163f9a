import { recordApiRequests } from '../backend/bench/api-requests.js';
import { expect, test } from './fixtures.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { ProfilePage } from './pages/profile.page.js';

/** What the plan's REST answer says, as far as the screen shows it. */
interface ServedPlan {
  potentialSavings: number;
  co2Reduction: number;
  recommendations: { all: { title: string; cost: string; savings: number; modelledSavings?: number | null; carbonSaving: number; rankReason?: string | null; informational?: boolean }[] };
}

/** Whole pounds and kilograms, as a person reads them: 1,234. */
const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

for (const viewport of VIEWPORTS) {
  test(`a householder goes from / to a saved plan built from their EPC (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (step: string) => page.screenshot({ path: `test-results/screenshots/${viewport.name}-${step}.png`, fullPage: true });

    await page.goto('/');
    await page.getByRole('button', { name: 'Start Your Plan' }).first().click();
    const consent = page.getByRole('dialog', { name: 'Privacy & Data Use' });
    await expect(consent.getByRole('button', { name: 'Accept & Continue' })).toBeDisabled();
    // Chakra draws its own box over a visually hidden input: tick it the way a person does.
    await consent.locator('[data-scope="checkbox"][data-part="control"]').click();
    await expect(consent.getByRole('checkbox')).toBeChecked();
    await consent.getByRole('button', { name: 'Accept & Continue' }).click();
    await page.waitForURL('**/onboarding');

    const onboarding = new OnboardingPage(page);
    await onboarding.searchFor('LS1 4AP');
    await expect(page.getByText('Showing addresses for LS1 4AP')).toBeVisible();
    await shot('addresses');
    await page.getByRole('radio').first().click();
    await onboarding.continue.click();

    const profile = new ProfilePage(page);
    await profile.giveEmail('householder@example.com');
    await expect(page.getByText('Verify your home details')).toBeVisible();
    await shot('profile');
    // From Continue to the plan's figures, one API request: the save answers the home and its plan.
    const stopRecording = recordApiRequests(page);
    await profile.confirmDetails();

    await expect(page.getByText('Creating Your Energy Plan')).toBeVisible();
    await page.waitForURL('**/plan');
    await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
    await expect(page.getByText('Estimated Annual Savings (£)')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(stopRecording()).toEqual(['POST /graphql SaveHomeProfile']);
    await expect(page.getByRole('tab', { name: 'All Recommendations' })).toBeVisible();
    await expect(page.getByText('Sources & Assumptions')).toBeVisible();
    await shot('plan');

    // The consent record reached the server, and the plan belongs to this browser's session only.
    expect((await page.request.get('/api/consent')).ok()).toBe(true);
    expect(await (await page.request.get('/api/consent')).json()).toMatchObject({ accepted: true, version: '1.0' });
    const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
    expect(propertyId).toBeTruthy();

    // The figures on the screen are the plan the server holds: its totals, and the first card's
    // cost, saving, CO2 and the payback in its reason.
    const plan = (await (await page.request.get(`/api/properties/${propertyId}/energy-plan`)).json()) as ServedPlan;
    expect(plan.potentialSavings).toBeGreaterThan(0);
    const potential = page.getByRole('region', { name: 'Improvement Potential' });
    await expect(potential).toContainText(`Estimated Annual Savings (£)£${count.format(plan.potentialSavings)}`);
    await expect(potential).toContainText(`CO2 Reduction/Year (kg)${count.format(plan.co2Reduction)} kg`);
    const first = plan.recommendations.all.find((measure) => !measure.informational && measure.savings > 0)!;
    const card = page.getByRole('article', { name: first.title });
    await expect(card).toContainText(`Estimated cost${first.cost}`);
    const upper = Math.round(first.modelledSavings ?? 0);
    const saving = upper > Math.round(first.savings) ? `£${count.format(first.savings)} - £${count.format(upper)} per year` : `£${count.format(first.savings)} per year`;
    await expect(card).toContainText(`Estimated savings${saving}`);
    await expect(card).toContainText(`CO2 saving${count.format(first.carbonSaving)} kg per year`);
    expect(first.rankReason).toMatch(/pays back in about \d+ years?/);
    await expect(card).toContainText(first.rankReason!);
    const stranger = await page.context().browser()!.newContext();
    const response = await stranger.request.get(`/api/properties/${propertyId}/energy-plan`);
    expect(response.status()).toBe(404);
    await stranger.close();
  });
}
