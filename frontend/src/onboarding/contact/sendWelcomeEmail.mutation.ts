import { graphql } from '../../gql';

/** The welcome e-mail to the address given in the wizard (REST: POST /api/send-welcome-email). */
export const sendWelcomeEmailMutation = graphql(`
  mutation SendWelcomeEmail($email: String!) {
    sendWelcomeEmail(email: $email)
  }
`);
