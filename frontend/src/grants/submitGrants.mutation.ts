import { graphql } from '../gql';

export const submitGrantsQuestionnaireMutation = graphql(`
  mutation SubmitGrantsQuestionnaire($input: GrantsQuestionnaireInput!) {
    submitGrantsQuestionnaire(input: $input) {
      id
      success
    }
  }
`);
