import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { AskThermyPage } from './pages/ask-thermy.page.js';

// A 1950s gas semi with no certificate: its plan holds a loft insulation measure.
const HOME = { address: '99 Example Road, Leeds', postcode: 'LS1 4AP', propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler' };

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'a phone, 375 px wide', width: 375, height: 667 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`on ${viewport.name}, a visitor with a plan asks Thermy about loft insulation, grants and something else`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // The API calls share the page's cookies: the home is this browser's, as if saved by the wizard.
    expect((await page.request.post('/api/consent', { data: { accepted: true, version: '1.0' } })).ok()).toBe(true);
    expect((await page.request.post('/api/properties', { data: HOME })).status()).toBe(201);

    const thermy = new AskThermyPage(page);
    await thermy.open();
    await expect(page).toHaveTitle('Ask Thermy: Your Home Energy Expert | Warmwise');
    await expect(thermy.tips).toBeVisible();

    const loft = await thermy.ask('How much would loft insulation save me?');
    await expect(loft).toContainText(`For your home at ${HOME.address}`);
    await expect(loft).toContainText(/Loft Insulation( Top-up)? would save about £\d[\d,]*( - £\d[\d,]*)? a year/);
    await expect(loft.getByRole('link', { name: 'Your energy plan' })).toHaveAttribute('href', '/plan');

    const grants = await thermy.ask('Which grants could I get?');
    await expect(grants).toContainText('Boiler Upgrade Scheme');
    await expect(grants.getByRole('link', { name: 'Boiler Upgrade Scheme' })).toHaveAttribute('href', 'https://www.gov.uk/apply-boiler-upgrade-scheme');

    const offTopic = await thermy.ask('Who won the football last night?');
    await expect(offTopic).toContainText('outside home energy');
    await expect(offTopic).toContainText('grants');
    await expect(offTopic.getByRole('button', { name: 'How much would loft insulation save me?' })).toBeVisible();

    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousA11yViolations(page, `/ask-thermy on ${viewport.name}`);
  });
}
