import { graphql } from '../gql';

/** The signed-in user's homes, newest first (docs/accounts.md): the first is the one to show. */
export const myPropertiesQuery = graphql(`
  query MyProperties {
    myProperties {
      id
    }
  }
`);
