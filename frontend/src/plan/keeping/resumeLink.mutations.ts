import { graphql } from '../../gql';

export const emailResumeLinkMutation = graphql(`
  mutation EmailResumeLink($email: String!) {
    emailResumeLink(email: $email)
  }
`);

export const revokeResumeLinksMutation = graphql(`
  mutation RevokeResumeLinks {
    revokeResumeLinks
  }
`);
