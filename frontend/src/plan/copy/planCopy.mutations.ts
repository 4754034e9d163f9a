import { graphql } from '../../gql';

export const emailPlanMutation = graphql(`
  mutation EmailPlan($propertyId: ID!, $email: String!) {
    emailPlan(propertyId: $propertyId, email: $email)
  }
`);

export const emailSharedPlanMutation = graphql(`
  mutation EmailSharedPlan($token: String!, $email: String!) {
    emailSharedPlan(token: $token, email: $email)
  }
`);
