import { expect, test } from './fixtures.js';
import { OnboardingPage } from './pages/onboarding.page.js';

test.describe('postcode search on the embedded default', () => {
  test('finds the homes at a seeded postcode, filters them and continues with one', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.open();
    await expect(onboarding.continue).toBeDisabled();

    await onboarding.searchFor('b33 8th');

    await expect(page.getByText('Showing addresses for B33 8TH')).toBeVisible();
    // The bundled sample is generated with a fixed seed: B33 8TH always holds these 28 homes.
    await expect(page.getByText('28 properties found')).toBeVisible();
    await expect(page.getByText('Address data retrieved')).toBeVisible();

    await onboarding.filter.fill('12');
    await expect(onboarding.address('12 Stechford Lane')).toBeVisible();
    await expect(onboarding.address('11 Stechford Lane')).toHaveCount(0);

    await expect(onboarding.continue).toBeDisabled();
    await onboarding.address('12 Stechford Lane').click();
    await expect(onboarding.continue).toBeEnabled();
    await onboarding.continue.click();
    await expect(page.getByText('Your Contact Details')).toBeVisible();
  });

  test('explains an invalid postcode without searching', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.open();
    await onboarding.searchFor('not a postcode');
    await expect(page.getByText('Please enter a valid UK postcode')).toBeVisible();
    await onboarding.postcode.fill('');
    await onboarding.search.click();
    await expect(page.getByText('Please enter a postcode')).toBeVisible();
  });

  test('tells the visitor when a valid postcode has no homes, and lets them type it in or search again', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.open();
    await onboarding.searchFor('ZE1 0AA');
    await expect(page.getByText('No properties found')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Type your address' })).toBeVisible();
    await page.getByRole('button', { name: 'Search Different Postcode' }).click();
    await expect(onboarding.postcode).toBeVisible();
  });
});

test.describe('the app shell', () => {
  test('serves the home page with the shared chrome, and a 404 card for unknown paths', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    for (const link of ['Home', 'Energy Plan', 'About', 'Partners', 'Contact Us']) {
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);

    await page.goto('/no/such/page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    // The Content Security Policy must not block anything the built app needs.
    expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
  });
});
