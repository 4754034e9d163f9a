import * as z from 'zod/mini';
import { isRecord } from '../energy-plan/values.js';
import { reportAt, trimmedText, type InputSchema } from '../validation/schema-check.js';
import { checkHouseholdData, type HouseholdData } from './household.js';

/** A completed questionnaire for one of the visitor's homes (POST /api/grants-questionnaire). */
export interface GrantsSubmissionInput {
  propertyId: string;
  householdData: HouseholdData;
  /** The grant ids the browser showed, compared with the server's; null when not sent. */
  eligibleGrants: string[] | null;
}

const MAX_CLAIMED_GRANTS = 20;
const MAX_GRANT_ID_LENGTH = 100;
const CLAIM_MESSAGE = 'eligibleGrants must be a list of grant ids';

/** The browser sends its own results: ids, or the scheme objects it showed. Either is read as ids; none sent is null. */
const claimedIds = z.pipe(
  z.transform((value: unknown) => value ?? null),
  z.nullable(
    z.pipe(
      z.array(z.transform((item: unknown) => (isRecord(item) ? item.id : item)), { error: CLAIM_MESSAGE }).check(z.maxLength(MAX_CLAIMED_GRANTS, { error: CLAIM_MESSAGE })),
      z.array(z.string({ error: CLAIM_MESSAGE }).check(z.minLength(1, { error: CLAIM_MESSAGE }), z.maxLength(MAX_GRANT_ID_LENGTH, { error: CLAIM_MESSAGE }))),
    ),
  ),
);

const body = z.transform((input: unknown) => (isRecord(input) ? input : {}));
const withProperty = z.looseObject({ propertyId: z.pipe(trimmedText, z.string().check(z.minLength(1, { error: 'propertyId is required' }))) });

/** The answers' problems name the field as the questionnaire's own check does ('income', not 'householdData.income'). */
const withAnswers = z.transform((submission: z.output<typeof withProperty>, context) => {
  const answers = checkHouseholdData(submission.householdData);
  if (!answers.ok) return reportAt(context, submission.householdData, answers.message, answers.field);
  return { ...submission, householdData: answers.value };
});

/** The home first, then the answers, then what the browser made of them. */
export const grantsSubmissionSchema: InputSchema<GrantsSubmissionInput> = z.pipe(
  z.pipe(z.pipe(body, withProperty), withAnswers),
  z.object({ propertyId: z.string(), householdData: z.custom<HouseholdData>(), eligibleGrants: claimedIds }),
);
