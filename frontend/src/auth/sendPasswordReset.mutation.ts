import { graphql } from '../gql';

export const sendPasswordResetMutation = graphql(`
  mutation SendPasswordReset($email: String!) {
    sendPasswordReset(email: $email) {
      success
      message
    }
  }
`);
