import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { openSavedPlan } from './pages/saved-plan.js';

// The names the model gives its measures' pictures: each illustration's file name with .jpg.
const MODEL_IMAGE_NAMES = readdirSync(path.resolve(import.meta.dirname, '../backend/assets/recommendation-images'))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => file.replace(/\.svg$/, '.jpg'));

test('every recommendation picture decodes in the browser', async ({ page }) => {
  await page.goto('/');
  const widths = await page.evaluate(
    (names) =>
      Promise.all(
        names.map(
          (name) =>
            new Promise<[string, number]>((resolve) => {
              const image = new Image();
              image.onload = () => resolve([name, image.naturalWidth]);
              image.onerror = () => resolve([name, 0]);
              image.src = `/attached_assets/${name}`;
            }),
        ),
      ),
    MODEL_IMAGE_NAMES,
  );
  expect(widths.filter(([, width]) => width === 0)).toEqual([]);
  expect(widths).toHaveLength(MODEL_IMAGE_NAMES.length);
});

test('the cards on a new plan show their pictures', async ({ page }) => {
  await openSavedPlan(page, { email: 'pictures@example.com' });
  const pictures = page.locator('img[src^="/attached_assets/"]');
  await expect(pictures.first()).toBeAttached();
  for (const picture of await pictures.all()) {
    // The pictures load lazily: bring each into view as a person scrolling the plan would.
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  }
});
