import { GRANT_VERDICTS, INSTALLATION_TYPES, PRIORITIES, RECOMMENDATION_PRIORITIES } from '@warmwise/common';
import { registerEnumType } from 'type-graphql';

/**
 * A closed set of strings from @warmwise/common as a GraphQL enum named by its own values, so the
 * schema lists what a field can hold while answers keep the very strings they always had. Only for
 * sets whose values are GraphQL names: the home's type and age bands ('Flat/Apartment',
 * '2011-Present') are not, and stay strings checked by the shared rules.
 */
function closedSet<T extends string>(name: string, values: readonly T[], description: string): { [K in T]: K } {
  const members = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(members, { name, description });
  return members;
}

export const InstallationTypeEnum = closedSet('InstallationType', INSTALLATION_TYPES, 'What kind of work a measure is');

export const RecommendationPriorityEnum = closedSet('RecommendationPriority', RECOMMENDATION_PRIORITIES, 'How much a measure matters for the home');

export const GrantVerdictEnum = closedSet('GrantVerdict', GRANT_VERDICTS, 'How likely a scheme is for the household and home: likely, check (something we do not know decides it) or unlikely');

export const PlanPriorityEnum = closedSet(
  'PlanPriority',
  PRIORITIES.map((priority) => priority.value),
  'What the householder wants most from their plan; it orders the measures',
);
