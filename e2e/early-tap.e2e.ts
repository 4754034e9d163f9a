import type { Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

/** True once React has taken the element over from the prerendered HTML (its props are attached). */
const ownedByReact = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);

/** Taps the middle of `name`'s link as a finger would: scrolled into view, no waiting for the app. */
async function tap(page: Page, name: string) {
  const link = await page.getByRole('link', { name }).elementHandle();
  await link!.scrollIntoViewIfNeeded();
  const box = (await link!.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const viewport of VIEWPORTS) {
  test.describe(`an early tap on a prerendered page (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('a link in the page React has not adopted yet is followed, and adopting it reports no mismatch', async ({ page }) => {
      // React reports a page it could not adopt as it was written (a mismatch, or a part redrawn
      // afresh) as an uncaught error; redrawn, the tapped link is replaced under the finger.
      const adoptionErrors: string[] = [];
      page.on('pageerror', (error) => adoptionErrors.push(error.message));
      // The page's own code is held back, so the tap lands while the header and footer are React's
      // but the page's part of the HTML is still waiting to be adopted: the moment the tap was lost.
      let releasePageCode: () => void = () => undefined;
      const pageCodeHeld = new Promise<void>((resolve) => {
        releasePageCode = resolve;
      });
      await page.route('**/assets/PartnersPage-*.js', async (route: Route) => {
        await pageCodeHeld;
        await route.continue();
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

      await page.goto('/partners', { waitUntil: 'commit' });
      await expect.poll(() => ownedByReact(page, 'header a[href="/"]')).toBe(true);
      expect(await ownedByReact(page, 'main a[href="/contact"]')).toBe(false);
      await tap(page, 'Get in Touch');
      releasePageCode();

      await page.waitForURL('**/contact');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      expect(adoptionErrors).toEqual([]);
      await expectNoSeriousA11yViolations(page, `/contact after an early tap (${viewport.name})`);
    });

    test('a link tapped while a slow phone is still starting the app is followed', async ({ page }) => {
      const adoptionErrors: string[] = [];
      page.on('pageerror', (error) => adoptionErrors.push(error.message));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto('/partners', { waitUntil: 'commit' });
      await page.getByRole('link', { name: 'Get in Touch' }).waitFor();
      await tap(page, 'Get in Touch');

      await page.waitForURL('**/contact');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      expect(adoptionErrors).toEqual([]);
      await expectNoSeriousA11yViolations(page, `/contact after a tap during start-up (${viewport.name})`);
    });
  });
}
