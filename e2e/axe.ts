import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Issue 5's bar: no serious or critical violation. Moderate and minor ones are left to review. */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
/** A page still moving after this many scans has an animation that never ends, which is a finding too. */
const SCANS_BEFORE_GIVING_UP = 3;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
/** The page's record of movement during a scan, kept on its window between evaluations. */
type MovementWatch = Window & { axeSawMovement?: boolean; axeStopWatching?: () => void };
type RunOptions = Parameters<AxeBuilder['options']>[0];
/** A page that has been given axe-core: its run over the document, with every default rule. */
type WithAxe = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Every rule still runs; only the violations are written out node by node. Working out a selector
 * for each of the thousand-odd passing nodes of a plan took most of a scan, for results not read.
 */
const RUN_OPTIONS: RunOptions = { resultTypes: ['violations'] };

// The axe-core that @axe-core/playwright runs, found from its package so this suite scans with
// the very same engine without depending on it by name.
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's run over the page, as AxeBuilder runs it (the default rules, the whole document), but
 * with axe given to the page once rather than on every scan, and run where the page is. AxeBuilder
 * sends the 1.5 MB script again for each scan and finishes every scan in a blank page of its own:
 * about a second a scan more on this machine, with the same findings. A page with frames is
 * left to AxeBuilder, which carries axe into each frame.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(RUN_OPTIONS).analyze();
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((options) => (window as WithAxe).axe!.run(document, options), RUN_OPTIONS);
}

/**
 * Scans once nothing moves, and again if something started moving while axe was measuring. A popup
 * opening on its own timer (Thermy, 1.5 s after a plan) or a toast fading in is half-transparent for
 * a moment, and axe would measure its contrast mid-fade (1.98:1 and 4.02:1 on a busy machine).
 */
async function scanWhenStill(page: Page): Promise<AxeResults> {
  for (let scan = 1; ; scan += 1) {
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 });
    await page.evaluate(() => {
      const watch = window as MovementWatch;
      const sawMovement = () => {
        watch.axeSawMovement = true;
      };
      watch.axeSawMovement = false;
      document.addEventListener('animationstart', sawMovement);
      document.addEventListener('transitionstart', sawMovement);
      watch.axeStopWatching = () => {
        document.removeEventListener('animationstart', sawMovement);
        document.removeEventListener('transitionstart', sawMovement);
      };
    });
    const results = await runAxe(page);
    const moved = await page.evaluate(() => {
      const watch = window as MovementWatch;
      watch.axeStopWatching?.();
      return watch.axeSawMovement === true;
    });
    if (!moved || scan === SCANS_BEFORE_GIVING_UP) return results;
  }
}

/**
 * Runs axe-core (every rule it runs by default: WCAG 2.x A and AA plus best practices) on the
 * page as it stands, open dialogs included, and fails with one readable line per blocking
 * violation: rule, impact, what it asks for, where and why.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const { violations } = await scanWhenStill(page);
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary ?? ''})`);
      return `${violation.id} (${violation.impact}): ${violation.help} at ${where.join('; ')}`;
    });
  expect(blocking, `serious or critical accessibility violations on ${where}`).toEqual([]);
}
