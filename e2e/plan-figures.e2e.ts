import { expect, test } from './fixtures.js';
import { openPlanOf } from './pages/saved-plan.js';

// A 1950s gas semi with no certificate and nothing known about its walls: a plan with insulation
// measures, whose cards show what homes like it typically save up to the model's figure.
const HOME = { address: '99 Example Road, Leeds', postcode: 'LS1 4AP', propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler' };

test('the plan shows the home today and each insulation card as a typical-to-modelled range', async ({ page }) => {
  // The API calls share the page's cookies: the home is this browser's, as if saved by the wizard.
  expect((await page.request.post('/api/consent', { data: { accepted: true, version: '1.0' } })).ok()).toBe(true);
  const saved = await page.request.post('/api/properties', { data: { ...HOME, annualGasKwh: 10_000 } });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  await openPlanOf(page, id);

  const today = page.getByRole('region', { name: 'Your Home Today' });
  await expect(today.getByText('From the yearly use you gave us, at today’s prices.')).toBeVisible();
  await expect(today.getByText('10,000 kWh', { exact: true })).toBeVisible();

  const loft = page.getByRole('article', { name: 'Loft Insulation Top-up' });
  await expect(loft.getByText(/^£\d[\d,]* - £\d[\d,]* per year$/)).toBeVisible();
  const [typical, modelled] = ((await loft.getByText(/per year$/).first().textContent()) ?? '').match(/[\d,]+/g)!.map((n) => Number(n.replace(/,/g, '')));
  expect(typical).toBeLessThan(modelled);
});
