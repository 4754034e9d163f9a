import { geometryOf } from '../geometry.js';
import { airSourceHeatPump } from '../measures/heating.js';
import { range, type CostRange, type Measure } from '../measures/measure.js';
import type { ModelHome } from '../model-home.js';
import { costText } from '../plan/format.js';
import type { HeatPumpGrant } from './verdict.js';

/**
 * The heat pump's cost as the plan counts it (its card, the heating decision, the steps, the headline
 * and the payback), from the grant the grants engine gives the saved home, the Grants tab's own verdict:
 * a grant the home is likely to get is taken off; one only worth checking (a private tenant's landlord
 * applies, the tenure or the heating is not saved) is named but not taken off, so the plan never counts
 * money the household may not get; with none (a social tenant, Northern Ireland) it is the full price.
 */
function heatPumpCostCounted(beforeGrant: CostRange, grant: HeatPumpGrant | null): CostRange {
  if (!beforeGrant || grant?.verdict !== 'likely') return beforeGrant;
  return range(beforeGrant.min - grant.amountGbp, beforeGrant.max - grant.amountGbp);
}

const gbp = (value: number) => `£${value.toLocaleString('en-GB')}`;

/** The sentence that says which grant the heat pump's cost allows for (Thermy quotes it from the card). */
function heatPumpGrantLine(beforeGrant: CostRange, grant: HeatPumpGrant | null): string {
  if (!grant) return 'Cost shown before any grant: the Grants tab finds no heat-pump grant likely for your home.';
  if (grant.verdict === 'likely') return `Cost shown after the ${gbp(grant.amountGbp)} ${grant.name} grant.`;
  const after = heatPumpCostCounted(beforeGrant, { ...grant, verdict: 'likely' });
  return `Cost shown before any grant: the ${gbp(grant.amountGbp)} ${grant.name} grant may bring it to ${costText(after)}, worth checking on the Grants tab.`;
}

/** A measure's installed cost in the home as the plan counts it, and for the heat pump the line naming its grant. */
export function plannedCost(measure: Measure, home: ModelHome, grant: HeatPumpGrant | null): { cost: CostRange; grantLine: string | null } {
  const cost = measure.cost(home, geometryOf(home));
  if (measure.id !== airSourceHeatPump.id) return { cost, grantLine: null };
  return { cost: heatPumpCostCounted(cost, grant), grantLine: heatPumpGrantLine(cost, grant) };
}
