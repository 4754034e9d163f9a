import { graphql } from '../gql';

/** The /contact form's message to the team (spec section 7, POST /api/contact). */
export const sendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
      id
      message
    }
  }
`);
