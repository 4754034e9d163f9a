import { graphql } from '../../gql';

/** Spec section 7, POST /api/send-welcome-email: the welcome e-mail to the address given in the wizard. */
export const sendWelcomeEmailMutation = graphql(`
  mutation SendWelcomeEmail($email: String!) {
    sendWelcomeEmail(email: $email)
  }
`);
