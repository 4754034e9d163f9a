import type { Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { overprinted, printedText, printPage } from './pages/printed-plan.js';
import { openSavedPlan } from './pages/saved-plan.js';

/** The plan's parts in the PDF's order: the home and its bill today, then what the plan does. */
const PRINTED_ORDER = [
  'Home Energy Plan',
  'Property Overview',
  'Your Home Today',
  'Improvement Potential',
  'Energy Efficiency Recommendations',
  'Your plan in steps',
  'Is your home ready for a heat pump?',
  'Is my certificate right?',
  'Sources & Assumptions',
];

interface Box {
  name: string;
  top: number;
  bottom: number;
}

/** Where each printed part of the plan sits, top to bottom, as laid out for print. */
async function partBoxes(document: Locator): Promise<Box[]> {
  return document.evaluate((root) => {
    const parts = Array.from(root.children).flatMap((child) => (getComputedStyle(child).display === 'contents' ? Array.from(child.children) : [child]));
    return parts
      .filter((part) => getComputedStyle(part).display !== 'none')
      .map((part) => {
        const box = part.getBoundingClientRect();
        return { name: part.querySelector('h1, h2')?.textContent ?? '', top: box.top, bottom: box.bottom };
      })
      .sort((one, other) => one.top - other.top);
  });
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

for (const viewport of VIEWPORTS) {
test(`the plan prints as a document in the PDF order, nothing over anything, with its assumptions (${viewport.name})`, async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await openSavedPlan(page, { postcode: 'LS1 4AP', email: `print-${viewport.name}@example.com` });
  const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
  const plan = (await (await page.request.get(`/api/properties/${propertyId}/energy-plan`)).json()) as { assumptions: string[] };
  expect(plan.assumptions.length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'A copy to keep' })).toBeVisible();

  // Thermy's popup has come and gone before the page is printed, as a person would close it first.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, `the plan before it is printed (${viewport.name})`);

  await page.emulateMedia({ media: 'print' });
  const boxes = await partBoxes(page.locator('[data-print-document]'));
  expect(boxes.map((box) => box.name)).toEqual(PRINTED_ORDER);
  boxes.slice(1).forEach((box, index) => expect(box.top, `${box.name} starts below ${boxes[index]!.name}`).toBeGreaterThanOrEqual(boxes[index]!.bottom));
  const footnote = page.locator('section[aria-labelledby="sources-title"]');
  // What the print layout shows (innerText leaves out what is not displayed): each assumption, once.
  const printedFootnote = await footnote.evaluate((element) => (element as HTMLElement).innerText);
  for (const assumption of plan.assumptions) expect(printedFootnote.split(assumption)).toHaveLength(2);
  await expect(page.getByRole('region', { name: 'A copy to keep' })).toBeHidden();

  // On paper, page by page: no line printed over another, the parts in order, the assumptions there.
  const runs = await printPage(page);
  expect(overprinted(runs)).toEqual([]);
  const text = printedText(runs);
  // Compared without spaces: a PDF may cut a line into runs anywhere.
  const squeezed = text.replace(/\s+/g, '');
  const positions = PRINTED_ORDER.map((heading) => squeezed.indexOf(heading.replace(/\s+/g, '')));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((one, other) => one - other)).toEqual(positions);
  for (const assumption of plan.assumptions) expect(squeezed).toContain(assumption.slice(0, 40).replace(/\s+/g, ''));
  expect(text).not.toContain('A copy to keep');
});
}
