import { GOOD_PASSWORD, PROPERTY } from '../../support/accounts.js';
import { pensionerHousehold } from '../../grants/support.js';
import type { FixtureIds } from './fuzz-app.js';

/**
 * Valid payloads, one per form, that the fuzzer spoils a field or two at a time: starting from
 * something the server accepts lets a bad value travel past the first check to the deep ones
 * (the database, the mailer, the energy model).
 */

/** An address with no account, so a password-reset request writes no code row after its answer. */
export const NO_ACCOUNT_EMAIL = 'nobody-here@example.com';
export const NEW_ACCOUNT_EMAIL = 'new-householder@example.com';

export const propertyPayload = (): Record<string, unknown> => ({ ...PROPERTY, fullAddress: '12 Stechford Lane, Birmingham, B33 8TH', solarPVPanels: false, solarWaterHeating: true });

/** The same home profile as GraphQL's PropertyInput spells it. */
export const propertyInput = (): Record<string, unknown> => {
  const { contact_approval: contactApproval, ...rest } = propertyPayload();
  return { ...rest, contactApproval };
};

export const quotePayload = () => ({
  userEmail: 'householder@example.com',
  productName: 'Loft insulation',
  productDetails: { cost: '£500 - £1,500', savings: '£215 a year', description: 'Top up to 270 mm' },
});

export const contactPayload = () => ({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'My plan', message: 'Is the heat pump figure per year?' });

export const signUpPayload = () => ({ email: NEW_ACCOUNT_EMAIL, username: NEW_ACCOUNT_EMAIL, password: GOOD_PASSWORD });

export const verifyPayload = () => ({ email: NEW_ACCOUNT_EMAIL, code: '123456' });

export const resetPayload = () => ({ email: NO_ACCOUNT_EMAIL, code: 'ABC234', newPassword: 'a much longer new passphrase' });

/** A well-formed token no mail carried: answered as a link that has expired or been used. */
export const resetLinkPayload = () => ({ token: 'A'.repeat(43), newPassword: 'a much longer new passphrase' });

export const learnMorePayload = (fixture: FixtureIds) => ({
  propertyId: fixture.propertyId,
  email: 'householder@example.com',
  recommendationTitle: fixture.recommendationTitle,
  recommendationId: fixture.recommendationId,
  sessionId: 'b7d3c5e2-session',
  source: 'plan',
});

export const interactionPayload = (fixture: FixtureIds) => ({
  email: 'householder@example.com',
  product_name: 'Loft insulation',
  product_cost: '£500 - £1,500',
  product_savings: 215,
  product_description: 'Top up to 270 mm',
  property_id: fixture.propertyId,
  address: PROPERTY.address,
  postcode: PROPERTY.postcode,
  quote_request: true,
  learn_more: false,
});

export const grantsPayload = (fixture: FixtureIds) => ({
  propertyId: fixture.propertyId,
  householdData: pensionerHousehold,
  eligibleGrants: ['eco4', 'warm-home-discount'],
});

// GraphQL names cannot start with a digit, so its household input renames the age groups.
const GRAPHQL_AGE_GROUPS: Record<keyof typeof pensionerHousehold.members, string> = {
  children_under_5: 'childrenUnder5',
  '5_to_17_years': 'age5To17',
  '18_to_60_years': 'age18To60',
  '61_to_66_years': 'age61To66',
  over_66_years: 'over66',
};

/** The grants answers as GraphQL's GrantsQuestionnaireInput spells them. */
export const grantsInput = (fixture: FixtureIds) => ({
  propertyId: fixture.propertyId,
  eligibleGrants: ['eco4'],
  householdData: {
    ...pensionerHousehold,
    members: Object.fromEntries(Object.entries(pensionerHousehold.members).map(([name, count]) => [GRAPHQL_AGE_GROUPS[name as keyof typeof GRAPHQL_AGE_GROUPS], count])),
  },
});
