import type { GrantScheme, HouseholdData } from '@warmwise/common';
import type { GrantsQuestionnaireInput } from '../gql/graphql';

/** The answers as `submitGrantsQuestionnaire` takes them (GraphQL names the age groups in camel case). */
export function toQuestionnaireInput(propertyId: string, household: HouseholdData, schemes: readonly GrantScheme[]): GrantsQuestionnaireInput {
  const { members } = household;
  return {
    propertyId,
    eligibleGrants: schemes.map((scheme) => scheme.id),
    householdData: {
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
    },
  };
}
