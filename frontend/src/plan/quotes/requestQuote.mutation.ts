import { graphql } from '../../gql';

export const requestQuoteMutation = graphql(`
  mutation RequestQuote($input: QuoteRequestInput!) {
    requestQuote(input: $input) {
      success
      id
      message
    }
  }
`);
