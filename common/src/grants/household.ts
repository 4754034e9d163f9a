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

class HouseholdProblem extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const skipped = (value: unknown) => value === undefined || value === null || value === '';

function count(group: HouseholdMemberGroup, value: unknown): number {
  if (skipped(value)) return 0;
  const field = `members.${group}`;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new HouseholdProblem(`${field} must be a whole number of 0 or more`, field);
  }
  if (value > MAX_MEMBERS_PER_GROUP) throw new HouseholdProblem(`${field} must be at most ${MAX_MEMBERS_PER_GROUP}`, field);
  return value;
}

function members(value: unknown): HouseholdMembers {
  const result = emptyHousehold().members;
  if (skipped(value)) return result;
  if (!isRecord(value)) throw new HouseholdProblem('members must be an object of counts per age group', 'members');
  for (const group of HOUSEHOLD_MEMBER_GROUPS) result[group] = count(group, value[group]);
  return result;
}

function oneOf<T extends string>(field: string, value: unknown, options: readonly T[]): T | null {
  if (skipped(value)) return null;
  const match = options.find((option) => option === value);
  if (!match) throw new HouseholdProblem(`${field} must be one of: ${options.join(', ')}`, field);
  return match;
}

function benefits(value: unknown): Benefit[] {
  if (skipped(value)) return [];
  if (!Array.isArray(value)) throw new HouseholdProblem('benefits must be a list', 'benefits');
  const chosen = value.filter((item) => !skipped(item)).map((item) => oneOf('benefits', item, BENEFITS)!);
  return [...new Set(chosen)];
}

function localAuthority(value: unknown): string | null {
  if (skipped(value)) return null;
  if (typeof value !== 'string') throw new HouseholdProblem('localAuthority must be text', 'localAuthority');
  const name = value.trim();
  if (name.length > LOCAL_AUTHORITY_MAX_LENGTH) {
    throw new HouseholdProblem(`localAuthority must be at most ${LOCAL_AUTHORITY_MAX_LENGTH} characters`, 'localAuthority');
  }
  return name === '' ? null : name;
}

/**
 * Validates and normalises the questionnaire's answers. Shared by the questionnaire, the REST
 * route and the GraphQL operations, so every side accepts and rejects the same answers.
 */
export function checkHouseholdData(input: unknown): HouseholdDataCheck {
  if (!isRecord(input)) return { ok: false, message: 'householdData must be an object', field: 'householdData' };
  try {
    return {
      ok: true,
      value: {
        members: members(input.members),
        benefits: benefits(input.benefits),
        income: oneOf('income', input.income, INCOME_BANDS),
        councilTaxBand: oneOf('councilTaxBand', input.councilTaxBand, COUNCIL_TAX_BANDS),
        hasDisability: oneOf('hasDisability', input.hasDisability, DISABILITY_ANSWERS),
        isRuralArea: oneOf('isRuralArea', input.isRuralArea, RURAL_ANSWERS),
        firstTimeBuyer: oneOf('firstTimeBuyer', input.firstTimeBuyer, FIRST_TIME_BUYER_ANSWERS),
        heatingSystem: oneOf('heatingSystem', input.heatingSystem, GRANTS_HEATING_SYSTEMS),
        localAuthority: localAuthority(input.localAuthority),
      },
    };
  } catch (error) {
    if (error instanceof HouseholdProblem) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}

/** Everyone counted in the household, across the age groups. */
export const householdSize = (household: HouseholdData): number =>
  HOUSEHOLD_MEMBER_GROUPS.reduce((sum, group) => sum + household.members[group], 0);
