import * as z from 'zod/mini';
import { isRecord } from '../energy-plan/values.js';
import { checkHouseholdData, type HouseholdData } from '../grants/household.js';
import { EPC_RATINGS, TENURES, type EpcRating, type Tenure } from '../home-profile/options.js';
import { nationOfPostcode, type Nation } from '../nation.js';
import { ukPostcode } from '../postcode.js';
import { checkWith, oneOf, orWhenBlank, payloadObject, reportAt, trimmedText, type InputSchema } from '../validation/schema-check.js';

/*
 * The partner API's arguments. Its callers are other organisations' programs, so the problems name
 * the field as the API spells it, and which household of a call it is in.
 */

export const MAX_HOUSEHOLDS_PER_CALL = 100;
const MAX_REFERENCE_LENGTH = 100;
const MAX_LOCAL_AUTHORITY_QUERY_LENGTH = 100;
const MAX_STATISTICS_MONTHS = 24;

/** What a partner may say of a household's home, each optional: the verdicts then use it. */
export interface PartnerHome {
  nation: Nation | null;
  tenure: Tenure | null;
  epcRating: EpcRating | null;
}

/** One household of an eligibility call: the questionnaire's answers and the home, with the partner's reference. */
export interface PartnerHousehold {
  reference: string | null;
  household: HouseholdData;
  home: PartnerHome;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** One of `options` as sent, spaces around ignored; nothing given, nothing known. */
const statedOneOf = <T extends string>(field: string, options: readonly T[]) => orWhenBlank(z.nullable(z.pipe(trimmed, oneOf(field, options))), null, isBlank);

/** The home's postcode, read for its nation alone. */
const nation = orWhenBlank(
  z.nullable(
    z.pipe(
      ukPostcode,
      z.transform((postcode) => nationOfPostcode(postcode)),
    ),
  ),
  null,
  isBlank,
);

const home: InputSchema<PartnerHome> = z.pipe(
  z.object({
    postcode: nation,
    tenure: statedOneOf('tenure', TENURES),
    epcRating: statedOneOf(
      'epcRating',
      EPC_RATINGS.map((rating) => rating.value),
    ),
  }),
  z.transform(({ postcode, ...answers }) => ({ nation: postcode, ...answers })),
);

/** The household at `index`: its reference, then its answers, then its home, each problem named after the household. */
function householdAt(input: unknown, index: number, context: Parameters<typeof reportAt>[0]): PartnerHousehold {
  const item = isRecord(input) ? input : {};
  const reference = typeof item.reference === 'string' ? item.reference : null;
  const at = `households[${index}]`;
  if (reference !== null && reference.length > MAX_REFERENCE_LENGTH) {
    return reportAt(context, reference, `${at}.reference must be at most ${MAX_REFERENCE_LENGTH} characters`, `${at}.reference`);
  }
  const answers = checkHouseholdData(item.householdData);
  if (!answers.ok) return reportAt(context, item.householdData, `${at}: ${answers.message}`, `${at}.${answers.field}`);
  const stated = checkWith(home, item);
  if (!stated.ok) return reportAt(context, item, `${at}: ${stated.message}`, `${at}.${stated.field}`);
  return { reference, household: answers.value, home: stated.value };
}

/**
 * `eligibility(households)`: up to 100 households, each `{ reference?, postcode?, tenure?, epcRating?, householdData }`
 * with the questionnaire's answers in its REST shape.
 */
export const partnerHouseholdsSchema: InputSchema<PartnerHousehold[]> = z.pipe(
  payloadObject({
    households: z.array(z.unknown()).check(z.maxLength(MAX_HOUSEHOLDS_PER_CALL, { error: `Send at most ${MAX_HOUSEHOLDS_PER_CALL} households a call.` })),
  }),
  z.transform(({ households }, context) => {
    const read: PartnerHousehold[] = [];
    for (const [index, household] of households.entries()) {
      read.push(householdAt(household, index, context));
      if (context.issues.length > 0) return z.NEVER;
    }
    return read;
  }),
);

const localAuthorityMessage = `localAuthority must be an ONS code or a name of 1 to ${MAX_LOCAL_AUTHORITY_QUERY_LENGTH} characters`;
const localAuthority = z.pipe(
  trimmedText,
  z.string().check(z.minLength(1, { error: localAuthorityMessage }), z.maxLength(MAX_LOCAL_AUTHORITY_QUERY_LENGTH, { error: localAuthorityMessage })),
);

const monthsMessage = `months must be a whole number from 1 to ${MAX_STATISTICS_MONTHS}`;
const months = z.number({ error: monthsMessage }).check(
  z.refine(Number.isInteger, { error: monthsMessage }),
  z.gte(1, { error: monthsMessage }),
  z.lte(MAX_STATISTICS_MONTHS, { error: monthsMessage }),
);

/** `grants(localAuthority)`: an ONS code or a name, trimmed. */
export const localAuthorityArgsSchema: InputSchema<{ localAuthority: string }> = payloadObject({ localAuthority });

/** `submissionStatistics(localAuthority, months)`: the authority, and how many complete months to show. */
export const statisticsArgsSchema: InputSchema<{ localAuthority: string; months: number }> = payloadObject({ localAuthority, months });
