import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

const STATIC_PAGES = [
  { path: '/about', heading: 'About Warmwise' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms & Conditions' },
  { path: '/partners', heading: 'Our Partners' },
];

for (const viewport of VIEWPORTS) {
  test.describe(`the static pages (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    for (const { path, heading } of STATIC_PAGES) {
      test(`${path} shows its content, fits the screen and passes axe`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText('This page is coming soon.')).toHaveCount(0);
        // Nothing wider than the screen: at 375 px a long word or code sample would force sideways scrolling.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, path);
        await page.screenshot({ path: `test-results/screenshots/static-${viewport.name}${path.replace('/', '-')}.png`, fullPage: true });
      });
    }
  });
}

test('the partners page leads to the contact page', async ({ page }) => {
  await page.goto('/partners');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);
  await page.getByRole('link', { name: 'Get in Touch' }).click();
  await page.waitForURL('**/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test("the plan's footnote link opens /about at the figures plans use, read from the model", async ({ page }) => {
  await page.goto('/about#plan-assumptions');
  const section = page.getByRole('region', { name: 'How we calculate your plan' });
  await expect(section.getByText(/^Electricity costs \d+(\.\d+)?p per kWh/)).toBeVisible();
  await expect(section).toBeInViewport();
  await expect(page.getByRole('main').getByRole('link', { name: /Book a Home Survey/ })).toHaveAttribute('href', /^https:\/\//);
});
