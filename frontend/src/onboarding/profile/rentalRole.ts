import { RENTAL_ROLES, type RentalRole, type Tenure } from '@warmwise/common';

/**
 * What each tenure asks of who is planning: a private tenancy, whether they are its tenant or its
 * landlord; an owner-occupied home, whether its owner lets it (or means to). A social tenancy has
 * standards of its own, so nothing is asked.
 */
export const LETTING_QUESTION: Partial<Record<string, 'who' | 'lets'>> = {
  'Rented - Private': 'who',
  'Owner-occupied': 'lets',
} satisfies Partial<Record<Tenure, 'who' | 'lets'>>;

const isRole = (value: string): value is RentalRole => RENTAL_ROLES.some((role) => role.value === value);

/**
 * The role saving sends, from the tenure and the answer as the form holds it: only what the tenure's
 * question can say (an owner-occupier is a landlord or not), 'unknown' where nothing was asked. An
 * answer given under another tenure is kept on the form, not sent.
 */
export function rentalRoleFor(tenure: string, answer: string): RentalRole {
  const question = LETTING_QUESTION[tenure];
  if (question === 'who') return isRole(answer) ? answer : 'unknown';
  if (question === 'lets') return answer === 'landlord' ? 'landlord' : 'unknown';
  return 'unknown';
}
