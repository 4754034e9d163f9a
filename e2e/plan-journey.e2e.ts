import { expect, test } from './fixtures.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { ProfilePage } from './pages/profile.page.js';

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
    await profile.confirmDetails();

    await expect(page.getByText('Creating Your Energy Plan')).toBeVisible();
    await page.waitForURL('**/plan');
    await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
    await expect(page.getByText('Estimated Annual Savings (£)')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All Recommendations' })).toBeVisible();
    await expect(page.getByText('Sources & Assumptions')).toBeVisible();
    await shot('plan');

    // The consent record reached the server, and the plan belongs to this browser's session only.
    expect((await page.request.get('/api/consent')).ok()).toBe(true);
    expect(await (await page.request.get('/api/consent')).json()).toMatchObject({ accepted: true, version: '1.0' });
    const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
    expect(propertyId).toBeTruthy();
    const stranger = await page.context().browser()!.newContext();
    const response = await stranger.request.get(`/api/properties/${propertyId}/energy-plan`);
    expect(response.status()).toBe(404);
    await stranger.close();
  });
}
