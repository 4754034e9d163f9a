import { graphql } from '../gql';

/** The property's active read-only link, or a new one. */
export const createShareLinkMutation = graphql(`
  mutation CreateShareLink($propertyId: ID!) {
    createShareLink(propertyId: $propertyId) {
      token
      url
      createdAt
    }
  }
`);

export const revokeShareLinkMutation = graphql(`
  mutation RevokeShareLink($token: String!) {
    revokeShareLink(token: $token)
  }
`);
