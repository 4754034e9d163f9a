import { expect, type Locator, type Page } from '@playwright/test';

/** The Thermy popup: the welcome, the plan helper and the header button's all open the same dialog. */
export class ThermyPopup {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: "Hi, I'm Thermy!" });
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Maybe later' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Opens it from the header, as a person may at any time. */
  async openFromHeader(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Ask Thermy' }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Scrolls on past the plan's first screen, where the plan helper waits to be out of the way. */
  async scrollPastFirstScreen(): Promise<void> {
    await this.page.mouse.wheel(0, this.page.viewportSize()?.height ?? 900);
    await this.page.waitForFunction(() => window.scrollY >= window.innerHeight / 2);
  }

  /**
   * Waits out longer than the popup's own delay (1.5 s after a plan shows), past the first screen,
   * and checks it stayed shut: a popup that did not open can only be shown by waiting for it.
   */
  async expectStaysShut(): Promise<void> {
    await this.scrollPastFirstScreen();
    await this.page.waitForTimeout(3_000);
    await expect(this.dialog).toBeHidden();
  }
}

/**
 * For a test about something else that opens a dialog of its own (Share) on a plan: the session has
 * had its one plan-helper popup already, as after a first plan, so the popup's timing cannot meet the
 * test's clicks. The popup's own rules are tested in thermy-popup.e2e.ts.
 */
export async function planHelperAlreadyShown(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('warmwise:thermyHelperShown', 'true'));
}
