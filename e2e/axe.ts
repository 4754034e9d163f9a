import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Issue 5's bar: no serious or critical violation. Moderate and minor ones are left to review. */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Runs axe-core (every rule it runs by default: WCAG 2.x A and AA plus best practices) on the
 * page as it stands, open dialogs included, and fails with one readable line per blocking
 * violation: rule, impact, what it asks for, where and why.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  // A toast or popup fading in is half-transparent for a moment, and axe would measure its contrast
  // mid-fade (4.02:1 on a busy machine): the page is scanned once its animations have settled.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary ?? ''})`);
      return `${violation.id} (${violation.impact}): ${violation.help} at ${where.join('; ')}`;
    });
  expect(blocking, `serious or critical accessibility violations on ${where}`).toEqual([]);
}
