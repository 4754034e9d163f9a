import { graphql } from '../gql';

export const resetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      message
    }
  }
`);

export const resetPasswordWithLinkMutation = graphql(`
  mutation ResetPasswordWithLink($input: ResetPasswordLinkInput!) {
    resetPasswordWithLink(input: $input) {
      success
      message
    }
  }
`);
