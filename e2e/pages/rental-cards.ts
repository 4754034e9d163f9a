import { expect, type Locator, type Page } from '@playwright/test';

interface ServedMeasure {
  title: string;
  costMin: number;
  costMax: number;
  sapPointsGain: number;
  annualSavingGbp: number;
}

interface ServedRoute {
  measures: ServedMeasure[];
  costMin: number;
  costMax: number;
  scoreAfter: number;
}

/** The standard for let homes as the REST plan answer gives it. */
export interface ServedStandard {
  title: string;
  headline: string;
  status: string;
  viewpoint: string;
  nation: string;
  requiredBand: string | null;
  currentScore: number;
  currentBand: string;
  costCapGbp: number | null;
  route: ServedRoute | null;
  withinCap: ServedRoute | null;
  exemption: string | null;
  tenantSaving: string | null;
}

/** "Is my certificate right?" as the REST plan answer gives it. */
export interface ServedCheck {
  status: string;
  lodgedBand: string | null;
  lodgedScore: number | null;
  likelyScore: number;
  likelyBand: string;
  likelyLow: number;
  likelyHigh: number;
  differences: { fact: string; certificate: string; household: string; pointsEffect: number }[];
  methodNote: string | null;
  advice: 'yes' | 'maybe' | 'no';
  newCertificateCost: string;
}

interface ServedPlan {
  rentalStandard: ServedStandard | null;
  certificateCheck: ServedCheck | null;
}

const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const pounds = (value: number) => `£${count.format(value)}`;
const range = (min: number, max: number) => (min === max ? pounds(min) : `${pounds(min)} - ${pounds(max)}`);

/** The band letter of a rating score (SAP: C is 69 to 80). */
const BAND_FLOORS: ReadonlyArray<[string, number]> = [['A', 92], ['B', 81], ['C', 69], ['D', 55], ['E', 39], ['F', 21]];
export const bandOf = (score: number) => BAND_FLOORS.find(([, floor]) => score >= floor)?.[0] ?? 'G';

/** The plan of the home this tab saved, as the REST API answers it. */
export async function servedPlan(page: Page): Promise<ServedPlan> {
  const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
  const response = await page.request.get(`/api/properties/${propertyId}/energy-plan`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServedPlan;
}

/** The plan a share link opened in this page shows, as the REST API answers it to anyone with the link. */
export async function servedSharedPlan(reader: Page): Promise<ServedPlan> {
  const token = new URL(reader.url()).pathname.split('/').at(-1);
  const response = await reader.request.get(`/api/plan/${token}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { energyPlan: ServedPlan } }).data.energyPlan;
}

/** The figure beside exactly this label in one of the cards' description lists. */
export const figure = (part: Locator, label: string) =>
  part.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The two cards, on the plan screen and on a shared plan alike. */
export class RentalCards {
  readonly check: Locator;

  constructor(readonly page: Page) {
    this.check = page.getByRole('region', { name: 'Is my certificate right?' });
  }

  standard(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** A route's part of the standard's card: each measure in order, then its total against the cap and the rating after. */
  async expectRoute(card: Locator, heading: string, route: ServedRoute, capGbp: number): Promise<void> {
    const part = card.getByRole('group', { name: heading });
    const items = part.getByRole('list', { name: heading }).getByRole('listitem');
    await expect(items).toHaveCount(route.measures.length);
    for (const [index, measure] of route.measures.entries()) {
      const points = `+${measure.sapPointsGain} ${measure.sapPointsGain === 1 ? 'point' : 'points'}`;
      await expect(items.nth(index)).toContainText(`${measure.title}${range(measure.costMin, measure.costMax)}, ${points}, `);
      if (measure.annualSavingGbp > 0) await expect(items.nth(index)).toContainText(`${pounds(measure.annualSavingGbp)} per year`);
    }
    await expect(figure(part, 'Total cost, before any grant')).toHaveText(`${range(route.costMin, route.costMax)} of the ${pounds(capGbp)} cap`);
    await expect(figure(part, 'Rating once done')).toHaveText(`${bandOf(route.scoreAfter)} ${route.scoreAfter}`);
  }

  /** The standard's card shows the server's answer: its headline, today's rating, and the route within or past the cap. */
  async expectStandard(standard: ServedStandard): Promise<Locator> {
    const card = this.standard(standard.title);
    await expect(card).toBeVisible();
    await expect(card.getByText(standard.headline, { exact: true })).toBeVisible();
    await expect(figure(card, 'This home today')).toHaveText(`${standard.currentBand} ${standard.currentScore}`);
    await expect(figure(card, 'The standard asks for')).toHaveText(`Band ${standard.requiredBand}`);
    if (standard.route) await this.expectRoute(card, `The cheapest way to band ${standard.requiredBand}`, standard.route, standard.costCapGbp!);
    if (standard.withinCap) await this.expectRoute(card, 'What the cap buys', standard.withinCap, standard.costCapGbp!);
    if (standard.exemption) await expect(card.getByText(standard.exemption, { exact: true })).toBeVisible();
    if (standard.tenantSaving) await expect(card.getByText(standard.tenantSaving, { exact: true })).toBeVisible();
    await expect(card.getByText(/^Source: .+ \(\d{1,2} [A-Z][a-z]+ \d{4}, (primary|secondary|estimate)\)$/)).toBeVisible();
    return card;
  }

  /** The check shows the server's answer: every difference in the table, the likely band with its range, and the advice. */
  async expectCheck(check: ServedCheck): Promise<void> {
    await expect(this.check).toBeVisible();
    const table = this.check.getByRole('table', { name: 'Where the certificate and you differ' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(check.differences.length + 1);
    await expect(rows.first()).toHaveText('FactCertificate saysYou sayEffect on rating');
    for (const [index, difference] of check.differences.entries()) {
      const points = Math.abs(difference.pointsEffect);
      const effect = difference.pointsEffect === 0 ? 'No change' : `${difference.pointsEffect > 0 ? '+' : '-'}${points} ${points === 1 ? 'point' : 'points'}`;
      await expect(rows.nth(index + 1)).toHaveText(`${difference.fact}${difference.certificate}${difference.household}${effect}`);
    }
    const likely = `likely ${check.likelyBand} ${check.likelyScore}, somewhere from ${bandOf(check.likelyLow)} ${check.likelyLow} to ${bandOf(check.likelyHigh)} ${check.likelyHigh}`;
    await expect(figure(this.check, 'A new assessment')).toHaveText(likely);
    const advice = { yes: 'worth it', maybe: 'may be worth it', no: 'not needed now' }[check.advice];
    await expect(this.check.getByRole('heading', { name: `A new certificate (${check.newCertificateCost}): ${advice}` })).toBeVisible();
  }
}
