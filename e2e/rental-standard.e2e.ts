import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { openHomeProfile } from './pages/plan-maker.js';
import { bandOf, figure, RentalCards, servedPlan, servedSharedPlan } from './pages/rental-cards.js';
import { openSavedPlan } from './pages/saved-plan.js';
import { overprinted, printedText, printPage } from './pages/printed-plan.js';
import { ProfilePage } from './pages/profile.page.js';
import { openAsReader } from './pages/shared-reader.js';
import { tapTargetsUnder44px } from './pages/tap-targets.js';
import { planHelperAlreadyShown } from './pages/thermy-popup.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

const ENGLAND = 'The 2030 standard for privately rented homes';

/*
 * Homes from the bundled sample certificates (the same seeded homes on every machine), each chosen
 * for what its certificate says: a let terrace in Leeds rated D whose cheapest way to C is a few
 * small jobs; a let solid-walled terrace in Sheffield rated D whose way to C costs more than the cap;
 * a Coventry semi lodged in 2018 with empty cavity walls and no loft insulation.
 */
for (const viewport of VIEWPORTS) {
  test.describe(`the standard for let homes and the certificate check (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await planHelperAlreadyShown(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('the Home profile asks who is planning a let home, and the plan speaks to them', async ({ page }) => {
      test.setTimeout(60_000);
      await openHomeProfile(page, { postcode: 'LS1 4AP', email: `who-${viewport.name}@example.com` });
      const profile = new ProfilePage(page);
      await profile.choose('Tenure', 'Owner-occupied');
      await expect(page.getByRole('checkbox', { name: 'I let this home, or plan to' })).not.toBeChecked();
      await profile.choose('Tenure', 'Rented - Private');
      const who = page.getByRole('group', { name: 'Who are you?' });
      await expect(who.getByRole('radio', { name: 'Neither, or not saying' })).toBeChecked();
      await who.getByText('I let this home, or plan to (landlord)').click();
      await expect(who.getByRole('radio', { name: 'I let this home, or plan to (landlord)' })).toBeChecked();
      // Each answer is a finger's height, its words included.
      for (const answer of await who.locator('label').all()) expect((await answer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await who.locator('xpath=..').screenshot({ path: `test-results/screenshots/${viewport.name}-who-are-you.png` });
      await expectNoSeriousA11yViolations(page, `the Home profile's "Who are you?" (${viewport.name})`);

      await profile.confirmDetails();
      await page.waitForURL('**/plan');
      const { rentalStandard: standard } = await servedPlan(page);
      expect(standard).toMatchObject({ nation: 'England', viewpoint: 'landlord' });
      await new RentalCards(page).expectStandard(standard!);
    });

    test('a landlord of a privately let D home in England sees the cheapest way to C within the £10,000 cap', async ({ page, browser }) => {
      test.setTimeout(90_000);
      await openSavedPlan(page, {
        postcode: 'LS1 4AP',
        address: '23 Park Row Terrace',
        email: `landlord-${viewport.name}@example.com`,
        changes: { tenure: 'Rented - Private', rentalRole: 'landlord' },
      });
      const { rentalStandard: standard } = await servedPlan(page);
      // The home this test is about: rated D in England, with a route to C the cap covers.
      expect(standard).toMatchObject({ nation: 'England', viewpoint: 'landlord', status: 'within_cap', currentBand: 'D', requiredBand: 'C', costCapGbp: 10_000 });
      expect(standard!.route!.scoreAfter).toBeGreaterThanOrEqual(69);

      const cards = new RentalCards(page);
      const card = await cards.expectStandard(standard!);
      await expect(card.getByText('Within the cap', { exact: true })).toBeVisible();
      await expect(card.getByText(/costs you £[\d,]+ - £[\d,]+, within the £10,000 cap\.$/)).toBeVisible();
      await expect(figure(card, 'Every private let needs band C from')).toHaveText('1 October 2030');
      await expect(figure(card, 'Cost cap a landlord must spend up to')).toHaveText('£10,000');
      const fold = card.getByRole('button', { name: 'Exemptions, penalty and what the figures rest on' });
      await fold.click();
      await expect(card.getByRole('list', { name: 'Exemptions' })).toBeVisible();
      if (viewport.name === 'mobile') expect(await tapTargetsUnder44px(page, `section[aria-labelledby="rental-standard-title"]`)).toEqual([]);
      await card.screenshot({ path: `test-results/screenshots/${viewport.name}-rental-standard-landlord.png` });
      await expectNoSeriousA11yViolations(page, `a landlord's standard card (${viewport.name})`);

      // On paper, folded or not: the exemptions print, the button that folds them does not, nothing overprints.
      await fold.click();
      await page.emulateMedia({ media: 'print' });
      await expect(card.getByRole('list', { name: 'Exemptions' })).toBeVisible();
      await expect(fold).toBeHidden();
      const runs = await printPage(page);
      expect(overprinted(runs)).toEqual([]);
      // Compared without spaces (a PDF may cut a line into runs anywhere), from the card's heading on.
      const printed = printedText(runs).replace(/\s+/g, '');
      const after = (from: number, words: string) => printed.indexOf(words.replace(/\s+/g, ''), from + 1);
      const heading = after(-1, ENGLAND);
      expect(heading).toBeGreaterThan(0);
      const exemptions = after(after(after(heading, standard!.route!.measures.at(-1)!.title), 'of the £10,000 cap'), 'Exemptions');
      expect(exemptions).toBeGreaterThan(heading);
      // Then the certificate check and the footnote, as on the screen.
      expect(after(after(exemptions, 'Is my certificate right?'), 'Sources & Assumptions')).toBeGreaterThan(exemptions);
      await page.emulateMedia({ media: 'screen' });

      // After a reload the card is the same, and a shared link shows it to someone with none of the owner's cookies.
      await page.reload();
      await cards.expectStandard(standard!);
      const { reader, close } = await openAsReader(page, browser);
      // The same figures, in neither the landlord's nor the tenant's words.
      const { rentalStandard: shared } = await servedSharedPlan(reader);
      expect(shared).toMatchObject({ viewpoint: 'unknown', route: standard!.route, costCapGbp: 10_000 });
      expect(shared!.headline).toContain('costs the landlord');
      await new RentalCards(reader).expectStandard(shared!);
      await expectNoSeriousA11yViolations(reader, `the shared standard card (${viewport.name})`);
      await close();
    });

    test('a tenant is told what their landlord must do, the exemption route past the cap and what it takes off their bills', async ({ page }) => {
      test.setTimeout(60_000);
      await openSavedPlan(page, {
        postcode: 'S1 2HE',
        address: '16 Division Street',
        email: `tenant-${viewport.name}@example.com`,
        changes: { tenure: 'Rented - Private', rentalRole: 'tenant' },
      });
      const { rentalStandard: standard } = await servedPlan(page);
      // The home this test is about: C costs more than the cap, so the exemption route and what the cap buys show.
      expect(standard).toMatchObject({ nation: 'England', viewpoint: 'tenant', costCapGbp: 10_000 });
      expect(standard!.exemption).not.toBeNull();
      expect(standard!.withinCap).not.toBeNull();
      expect(standard!.headline).toContain('your landlord');
      expect(standard!.tenantSaving).toMatch(/off your energy bills\.$/);

      const card = await new RentalCards(page).expectStandard(standard!);
      await expect(card.getByText(/your landlord/)).toBeVisible();
      await expect(card.getByRole('heading', { name: 'The exemption route' })).toBeVisible();
      await expect(card.getByText(/^Done, these improvements would take about £[\d,]+ a year off your energy bills\.$/)).toBeVisible();
      await card.screenshot({ path: `test-results/screenshots/${viewport.name}-rental-standard-tenant.png` });
      await expectNoSeriousA11yViolations(page, `a tenant's standard card (${viewport.name})`);
    });

    test('an owner whose certificate is out of date sees what they told us beside it and the band a new one would likely give', async ({ page }) => {
      test.setTimeout(60_000);
      // They state a loft and walls (and a boiler) better than the certificate of 2018 says.
      await openSavedPlan(page, {
        postcode: 'CV1 5FB',
        address: '13 Priory Street',
        email: `owner-${viewport.name}@example.com`,
        changes: { tenure: 'Owner-occupied', rentalRole: 'unknown', loftInsulationMm: 270, wallInsulation: 'cavity_filled', boilerType: 'condensing' },
      });
      const { rentalStandard, certificateCheck: check } = await servedPlan(page);
      expect(rentalStandard).toBeNull();
      expect(check!.differences.map((difference) => difference.fact)).toEqual(expect.arrayContaining(['Walls', 'Loft insulation']));
      expect(check!.methodNote).not.toBeNull();

      const cards = new RentalCards(page);
      await cards.expectCheck(check!);
      await expect(page.getByRole('region', { name: ENGLAND })).toHaveCount(0);
      await expect(figure(cards.check, 'Its rating')).toHaveText(`${check!.lodgedBand} ${check!.lodgedScore}`);
      // Better facts than lodged: the likely band is above the certificate's.
      expect(bandOf(check!.likelyScore) < check!.lodgedBand!).toBe(true);
      await expect(cards.check.getByText(check!.methodNote!, { exact: true })).toBeVisible();
      await cards.check.screenshot({ path: `test-results/screenshots/${viewport.name}-certificate-check.png` });
      await expectNoSeriousA11yViolations(page, `the certificate check (${viewport.name})`);
    });
  });
}
