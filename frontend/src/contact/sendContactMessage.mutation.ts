import { graphql } from '../gql';

/** The /contact form's message to the team (POST /api/contact over REST). */
export const sendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
      id
      message
    }
  }
`);
