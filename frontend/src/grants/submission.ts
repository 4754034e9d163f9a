import type { HouseholdData } from '@warmwise/common';
import type { GrantsHouseholdInput, GrantsQuestionnaireInput } from '../gql/graphql';

/** The answers as GraphQL takes them (it names the age groups in camel case). */
export function toHouseholdInput(household: HouseholdData): GrantsHouseholdInput {
  const { members } = household;
  return {
    members: {
      childrenUnder5: members.children_under_5,
      age5To17: members['5_to_17_years'],
      age18To60: members['18_to_60_years'],
      age61To66: members['61_to_66_years'],
      over66: members.over_66_years,
    },
    benefits: household.benefits,
    income: household.income,
    councilTaxBand: household.councilTaxBand,
    hasDisability: household.hasDisability,
    isRuralArea: household.isRuralArea,
    firstTimeBuyer: household.firstTimeBuyer,
    heatingSystem: household.heatingSystem,
    localAuthority: household.localAuthority,
  };
}

/** The answers as `submitGrantsQuestionnaire` takes them; the server decides which schemes are listed. */
export const toQuestionnaireInput = (propertyId: string, household: HouseholdData): GrantsQuestionnaireInput => ({
  propertyId,
  householdData: toHouseholdInput(household),
});
