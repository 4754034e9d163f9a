import { graphql } from '../gql';

/** Registration's first step: mails a code, or creates the account at once on a closed trial. */
export const sendVerificationMutation = graphql(`
  mutation SendVerification($input: SendVerificationInput!) {
    sendVerification(input: $input) {
      success
      message
      email
      skipVerification
    }
  }
`);
