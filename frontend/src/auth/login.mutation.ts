import { graphql } from '../gql';

/** Signs in; the server moves this visit's plans to the account and rotates the session. */
export const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      success
      user {
        id
        email
      }
    }
  }
`);
