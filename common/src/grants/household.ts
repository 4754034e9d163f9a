import * as z from 'zod/mini';
import { checkWith, oneOf, orWhenBlank } from '../validation/schema-check.js';
import {
  BENEFITS,
  COUNCIL_TAX_BANDS,
  DISABILITY_ANSWERS,
  FIRST_TIME_BUYER_ANSWERS,
  GRANTS_HEATING_SYSTEMS,
  HOUSEHOLD_MEMBER_GROUPS,
  INCOME_BANDS,
  RURAL_ANSWERS,
  type Benefit,
  type CouncilTaxBand,
  type DisabilityAnswer,
  type FirstTimeBuyerAnswer,
  type GrantsHeatingSystem,
  type HouseholdMemberGroup,
  type IncomeBand,
  type RuralAnswer,
} from './options.js';

type HouseholdMembers = Record<HouseholdMemberGroup, number>;

/**
 * The grants questionnaire's answers, normalised. Every answer is optional, since Previous and Next
 * need none (docs/product.md, "Grants questionnaire and eligibility"): a skipped one is null, 0 or [].
 */
export interface HouseholdData {
  members: HouseholdMembers;
  benefits: Benefit[];
  income: IncomeBand | null;
  councilTaxBand: CouncilTaxBand | null;
  hasDisability: DisabilityAnswer | null;
  isRuralArea: RuralAnswer | null;
  firstTimeBuyer: FirstTimeBuyerAnswer | null;
  heatingSystem: GrantsHeatingSystem | null;
  localAuthority: string | null;
}

export type HouseholdDataCheck = { ok: true; value: HouseholdData } | { ok: false; message: string; field: string };

/**
 * Beyond this a count is a typing slip, not a household.
 * @internal exported for its tests, which generate counts up to it
 */
export const MAX_MEMBERS_PER_GROUP = 30;
export const LOCAL_AUTHORITY_MAX_LENGTH = 100;

export const emptyHousehold = (): HouseholdData => ({
  members: { children_under_5: 0, '5_to_17_years': 0, '18_to_60_years': 0, '61_to_66_years': 0, over_66_years: 0 },
  benefits: [],
  income: null,
  councilTaxBand: null,
  hasDisability: null,
  isRuralArea: null,
  firstTimeBuyer: null,
  heatingSystem: null,
  localAuthority: null,
});

/** One of `options` exactly as the questionnaire sends it, or null when skipped. */
const chosen = <T extends string>(field: string, options: readonly T[]) => orWhenBlank(z.nullable(oneOf(field, options)), null);

function count(group: HouseholdMemberGroup) {
  const wholeNumber = `members.${group} must be a whole number of 0 or more`;
  return orWhenBlank(
    z.number({ error: wholeNumber }).check(
      // Not zod's int(), which calls a whole number past 2^53 not whole: such a count is too many.
      z.refine(Number.isInteger, { error: wholeNumber }),
      z.gte(0, { error: wholeNumber }),
      z.lte(MAX_MEMBERS_PER_GROUP, { error: `members.${group} must be at most ${MAX_MEMBERS_PER_GROUP}` }),
    ),
    0,
  );
}

const members = orWhenBlank(
  z.object(
    Object.fromEntries(HOUSEHOLD_MEMBER_GROUPS.map((group) => [group, count(group)])) as Record<HouseholdMemberGroup, ReturnType<typeof count>>,
    { error: 'members must be an object of counts per age group' },
  ),
  emptyHousehold().members,
);

/** A skipped item is left out, and a benefit chosen twice is kept once. */
const benefits = orWhenBlank(
  z.pipe(
    z.array(chosen('benefits', BENEFITS), { error: 'benefits must be a list' }),
    z.transform((items) => [...new Set(items.filter((item) => item !== null))]),
  ),
  [],
);

const localAuthority = orWhenBlank(
  z.nullable(
    z.pipe(
      z.string({ error: 'localAuthority must be text' }).check(
        z.trim(),
        z.maxLength(LOCAL_AUTHORITY_MAX_LENGTH, { error: `localAuthority must be at most ${LOCAL_AUTHORITY_MAX_LENGTH} characters` }),
      ),
      z.transform((name) => (name === '' ? null : name)),
    ),
  ),
  null,
);

/**
 * The questionnaire's answers, each skipped one (absent, null or empty text) read as unanswered.
 * Options match exactly, as the questionnaire sends them. The first field that breaks a rule, in
 * this order, is the problem reported.
 * @public for the transports, which parse the answers with it where they arrive
 */
export const householdDataSchema: z.ZodMiniType<HouseholdData> = z.object(
  {
    members,
    benefits,
    income: chosen('income', INCOME_BANDS),
    councilTaxBand: chosen('councilTaxBand', COUNCIL_TAX_BANDS),
    hasDisability: chosen('hasDisability', DISABILITY_ANSWERS),
    isRuralArea: chosen('isRuralArea', RURAL_ANSWERS),
    firstTimeBuyer: chosen('firstTimeBuyer', FIRST_TIME_BUYER_ANSWERS),
    heatingSystem: chosen('heatingSystem', GRANTS_HEATING_SYSTEMS),
    localAuthority,
  },
  { error: 'householdData must be an object' },
);

/**
 * Validates and normalises the questionnaire's answers. Shared by the questionnaire, the REST
 * route and the GraphQL operations, so every side accepts and rejects the same answers.
 */
export function checkHouseholdData(input: unknown): HouseholdDataCheck {
  const check = checkWith(householdDataSchema, input);
  // Only a problem with the answers as a whole has no field of its own.
  return check.ok ? check : { ...check, field: check.field ?? 'householdData' };
}

/** Everyone counted in the household, across the age groups. */
export const householdSize = (household: HouseholdData): number =>
  HOUSEHOLD_MEMBER_GROUPS.reduce((sum, group) => sum + household.members[group], 0);
