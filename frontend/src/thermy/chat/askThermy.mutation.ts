import { graphql } from '../../gql';

/** One question to Thermy; the conversation id continues the conversation the session holds. */
export const askThermyMutation = graphql(`
  mutation AskThermy($message: String!, $conversationId: String) {
    askThermy(message: $message, conversationId: $conversationId) {
      reply
      sources {
        title
        url
      }
      suggestions
      conversationId
    }
  }
`);
