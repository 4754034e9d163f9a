import { graphql } from '../gql';

/** The schemes listed for answers alone, when no home has been saved: nothing is stored. */
export const eligibleGrantsQuery = graphql(`
  query EligibleGrants($household: GrantsHouseholdInput!) {
    eligibleGrants(household: $household) {
      ...GrantResult
    }
  }
`);
