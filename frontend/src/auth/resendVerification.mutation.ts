import { graphql } from '../gql';

export const resendVerificationMutation = graphql(`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email) {
      success
      message
    }
  }
`);
