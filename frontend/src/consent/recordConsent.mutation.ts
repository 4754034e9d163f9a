import { graphql } from '../gql';

/** Keeps the consent record in the visitor's server session too. */
export const recordConsentMutation = graphql(`
  mutation RecordConsent($accepted: Boolean!, $version: String) {
    recordConsent(accepted: $accepted, version: $version) {
      accepted
      timestamp
      version
    }
  }
`);
