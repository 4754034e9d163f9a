import type { GrantEligibilityTag, GrantScheme } from './catalogue.js';
import { GRANT_SCHEMES } from './catalogue.js';
import { householdSize, type HouseholdData } from './household.js';

/** Shown when no scheme matches; it says who may still help. */
export const NO_GRANTS_MESSAGE =
  "We couldn't find specific grants for your answers. Your energy supplier or local authority may still be able to help.";

/** The local authority grants also match households of this size or larger. */
const LARGE_HOUSEHOLD_SIZE = 3;

function matches(tag: GrantEligibilityTag, household: HouseholdData, benefits: ReadonlySet<string>): boolean {
  switch (tag) {
    case 'all':
      return true;
    case 'over_66_years':
      return household.members.over_66_years > 0;
    case 'any_benefit':
      return benefits.size > 0;
    case 'three_or_more_members':
      return householdSize(household) >= LARGE_HOUSEHOLD_SIZE;
    case 'disability':
      return household.hasDisability === 'yes';
    case 'low_income':
      // The eligibility rule does not match on income; the tag only tells the householder who the scheme is for.
      return false;
    default:
      return benefits.has(tag);
  }
}

/**
 * The schemes of the catalogue that match the household, in catalogue order.
 * A scheme matches when any of its eligibility tags does; `none` is never a benefit.
 */
export function eligibleGrants(household: HouseholdData, catalogue: readonly GrantScheme[] = GRANT_SCHEMES): GrantScheme[] {
  const benefits = new Set<string>(household.benefits.filter((benefit) => benefit !== 'none'));
  return catalogue.filter((scheme) => scheme.eligibility.some((tag) => matches(tag, household, benefits)));
}
