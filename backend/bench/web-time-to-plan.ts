import type { Browser, Page } from '@playwright/test';
import { recordApiRequests } from './api-requests.ts';
import { MOBILE_CONTEXT_OPTIONS, throttle } from './web-mobile-profile.ts';

/** The one wait the wizard prescribes on this path: Action Plan shows for 1 s before the plan opens (docs/product.md, "The wizard"). */
const ACTION_PLAN_WAIT_MS = 1_000;

export interface TimeToPlan {
  /** From the press of Continue on the Home profile to the plan's figures painted, less the prescribed wait. */
  ms: number;
  /** The API requests made meanwhile, as "METHOD path operation". */
  apiRequests: string[];
}

/** Walks the wizard to the Home profile, unthrottled: only what follows is measured. */
async function reachTheHomeProfile(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Start Your Plan' }).first().click();
  const consent = page.getByRole('dialog', { name: 'Privacy & Data Use' });
  await consent.locator('[data-scope="checkbox"][data-part="control"]').click();
  await consent.getByRole('button', { name: 'Accept & Continue' }).click();
  await page.getByRole('textbox', { name: 'Postcode' }).fill('LS1 4AP');
  await page.getByRole('button', { name: /^Search/ }).click();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Email Address' }).fill('bench@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('We found your EPC data. Please review and update any information if needed.').waitFor({ timeout: 60_000 });
}

/**
 * In the page (as text: the backend compiles without the DOM's types): the time from the next
 * click to the paint of the plan's figures, as the browser itself reports it (Element
 * Timing: the figures carry elementtiming="plan-figures"). The click's own timestamp
 * starts it, so the handler, the request and every render count.
 */
const TIME_THE_NEXT_PLAN = `
  window.timeToPlan = new Promise((resolve) => {
    document.addEventListener('click', (click) => {
      new PerformanceObserver((list, observer) => {
        const painted = list.getEntries().find((entry) => entry.identifier === 'plan-figures');
        if (!painted) return;
        observer.disconnect();
        resolve(painted.renderTime - click.timeStamp);
      }).observe({ type: 'element' });
    }, { capture: true, once: true });
  });
  // Not the promise itself: evaluating to a promise would wait for it here, before the click.
  undefined;
`;

/** One householder's time to plan on the phone profile, in a fresh browser context. */
export async function timeToPlan(browser: Browser, base: string): Promise<TimeToPlan> {
  const context = await browser.newContext(MOBILE_CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await reachTheHomeProfile(page, base);
    await throttle(context, page);
    const stop = recordApiRequests(page);
    await page.evaluate(TIME_THE_NEXT_PLAN);
    await page.getByRole('button', { name: 'Continue' }).click();
    const elapsed = (await page.evaluate('window.timeToPlan')) as number;
    return { ms: elapsed - ACTION_PLAN_WAIT_MS, apiRequests: stop() };
  } finally {
    await context.close();
  }
}
