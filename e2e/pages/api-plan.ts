import type { Page } from '@playwright/test';

/** A home as the Home profile step would save it: the API's full profile payload. */
export type HomeToSave = Record<string, string | number | boolean>;

interface Saved {
  property: { id: string };
  energyPlan: { id: string };
}

/**
 * Saves a home and builds its plan through the API in the page's own session, as the wizard's
 * last step would, and marks this tab's browser session as the one that saved it: the next visit
 * to /plan opens that home's plan. Quicker than walking the wizard when the wizard is not under test.
 */
export async function saveHomeThroughTheApi(page: Page, home: HomeToSave): Promise<string> {
  const consent = await page.request.post('/api/consent', { data: { accepted: true, version: '1.0' } });
  if (!consent.ok()) throw new Error(`consent: ${consent.status()}`);
  const saved = await page.request.post('/api/recommendations', { data: home });
  if (saved.status() !== 201) throw new Error(`saving the home: ${saved.status()} ${await saved.text()}`);
  const { property } = (await saved.json()) as Saved;
  // An unmarked tab is a new browser session, which wipes any stored home before it reads one.
  await page.addInitScript((propertyId) => {
    if (sessionStorage.getItem('warmwise:sessionActive')) return;
    sessionStorage.setItem('warmwise:sessionActive', 'active');
    sessionStorage.setItem('warmwise:sessionId', 'e2e');
    sessionStorage.setItem('warmwise:currentPropertyId', propertyId);
  }, property.id);
  return property.id;
}
