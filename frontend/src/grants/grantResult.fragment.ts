import { graphql } from '../gql';
import type { GrantResultFragment } from '../gql/graphql';

/**
 * A listed scheme as the results step shows it: the dated amount and its source, the verdict and why.
 * @public composed by name into the operations that list schemes
 */
export const grantResultFragment = graphql(`
  fragment GrantResult on AssessedGrant {
    id
    name
    description
    amount
    amountAsOf
    source
    sourceUrl
    endedOn
    provider
    requirements
    applicationProcess
    website
    asOf
    verdict
    reasons
  }
`);

export type GrantResult = GrantResultFragment;
