import { graphql } from '../gql';

/** Stores the answers for the saved home and answers with the schemes listed for it, with verdicts. */
export const submitGrantsQuestionnaireMutation = graphql(`
  mutation SubmitGrantsQuestionnaire($input: GrantsQuestionnaireInput!) {
    submitGrantsQuestionnaire(input: $input) {
      id
      success
      eligibleGrants {
        ...GrantResult
      }
    }
  }
`);
