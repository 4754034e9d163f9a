import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Shares the owner's plan from its screen and opens the link in a new browser context, as someone
 * with none of the owner's cookies would, at the owner's window size. Close the reader's context when done.
 */
export async function openAsReader(owner: Page, browser: Browser): Promise<{ reader: Page; close: () => Promise<void> }> {
  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = owner.getByRole('dialog', { name: 'Share your plan' });
  const link = dialog.getByLabel('Link to your plan');
  // Thermy's plan helper, due once the plan has been scrolled, gives way to the dialog; an assertion,
  // unlike reading the field, also lets the page's handler close it if it came first, as a person would.
  await expect(link).toBeVisible();
  const url = new URL(await link.inputValue());
  await dialog.getByRole('button', { name: 'Close' }).click();
  const other = await browser.newContext({ viewport: owner.viewportSize() });
  const reader = await other.newPage();
  await reader.addLocatorHandler(reader.getByRole('button', { name: 'Maybe later' }), (later) => later.click());
  await reader.goto(url.pathname);
  return { reader, close: () => other.close() };
}
