import { formatCount, formatRatingChange, formatValueIncrease } from './format.js';

/**
 * The plan screen's first screen (docs/product.md, "The plan and its cards"): the heading's address
 * line and the four Improvement Potential figures, as text. The browser draws them from a plan it
 * has read; after a reload the server writes them into the page itself, so a phone paints them
 * before any script has run (docs/architecture.md, "The plan's first screen from the server").
 * Both sides word them with the functions below, so the server's page and the app agree.
 */
export interface PlanFirstScreen {
  /** The home the figures are of: the app takes the page's figures only for the home its tab shows. */
  propertyId: string;
  /** The heading's address line. */
  address: string;
  figures: PlanHeadlineFigures;
}

/** The four Improvement Potential figures, each with its unit: '£1,565', 'C (69) → B (81)', '2,340 kg'. */
export interface PlanHeadlineFigures {
  savings: string;
  rating: string;
  valueIncrease: string;
  co2: string;
}

/** What of a plan the headline figures are worded from (its GraphQL fields and stored columns alike). */
interface HeadlineFigureSource {
  potentialSavings: number;
  co2Reduction: number;
  propertyValueIncrease: string;
  currentEpcRating: string;
  potentialEpcRating: string;
  currentEnergyEfficiency: number;
  potentialEnergyEfficiency: number;
}

/** What of a home its address line is worded from. */
interface AddressLineSource {
  address: string;
  fullAddress?: string | null;
}

/** The heading's address line: the full address, else the address, else 'your property'. */
function planAddressLine(home: AddressLineSource | null): string {
  return home?.fullAddress?.trim() || home?.address.trim() || 'your property';
}

/** The plan's four headline figures, worded as the plan screen shows them. */
export function headlineFigures(plan: HeadlineFigureSource): PlanHeadlineFigures {
  return {
    savings: `£${formatCount(plan.potentialSavings)}`,
    rating: formatRatingChange(
      { band: plan.currentEpcRating, score: plan.currentEnergyEfficiency },
      { band: plan.potentialEpcRating, score: plan.potentialEnergyEfficiency },
    ),
    valueIncrease: formatValueIncrease(plan.propertyValueIncrease),
    co2: `${formatCount(plan.co2Reduction)} kg`,
  };
}

export function planFirstScreen(home: AddressLineSource & { id: string }, plan: HeadlineFigureSource): PlanFirstScreen {
  return { propertyId: home.id, address: planAddressLine(home), figures: headlineFigures(plan) };
}

/**
 * The page's data block the app reads the served first screen from: a `<script type="application/json">`
 * with this id, which the browser never runs (the Content Security Policy allows no inline script).
 */
export const PLAN_FIRST_SCREEN_ELEMENT_ID = 'plan-first-screen';

/**
 * The cookie a tab showing a plan sets as it unloads (a reload, mostly), naming the home it showed:
 * the server answers the next plan page with that home's first screen when the visitor's session
 * owns it. It lives a few seconds and the server clears it, so another tab opened later, which
 * shows no plan until the visitor asks for one, is served the plain page.
 */
export const PLAN_RELOAD_COOKIE = 'warmwise.planReload';
export const PLAN_RELOAD_COOKIE_SECONDS = 10;

/**
 * The first screen the build renders the plan page's template with: each text a placeholder the
 * server replaces, escaped, with the visitor's own. The build checks each text occurs exactly once
 * in the page it writes, and the home's id nowhere.
 */
export const PLAN_FIRST_SCREEN_TEMPLATE: PlanFirstScreen = {
  propertyId: '%%plan-first-screen:property-id%%',
  address: '%%plan-first-screen:address%%',
  figures: {
    savings: '%%plan-first-screen:savings%%',
    rating: '%%plan-first-screen:rating%%',
    valueIncrease: '%%plan-first-screen:value-increase%%',
    co2: '%%plan-first-screen:co2%%',
  },
};

/** The template's placeholders for the texts the page shows, each with the text it stands for. */
export function firstScreenTexts(firstScreen: PlanFirstScreen): Array<[placeholder: string, text: string]> {
  const template = PLAN_FIRST_SCREEN_TEMPLATE;
  return [
    [template.address, firstScreen.address],
    ...(Object.keys(template.figures) as Array<keyof PlanHeadlineFigures>).map((key): [string, string] => [template.figures[key], firstScreen.figures[key]]),
  ];
}
