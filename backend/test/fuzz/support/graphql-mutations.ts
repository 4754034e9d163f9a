import { GOOD_PASSWORD } from '../../support/accounts.js';
import { contactPayload, grantsInput, NEW_ACCOUNT_EMAIL, NO_ACCOUNT_EMAIL, propertyInput, quotePayload, resetLinkPayload, resetPayload, signUpPayload, verifyPayload } from './base-payloads.js';
import type { FixtureIds } from './fuzz-app.js';
import { UNKNOWN_SHARE_TOKEN } from './rest-endpoints.js';

/** One mutation of graphql/schema.graphql: its arguments' types and a set of values it accepts. */
export interface GraphqlMutation {
  field: string;
  /** Argument name → [GraphQL type, valid value]. */
  args: Record<string, [string, unknown]>;
  /** The fields asked for ('' for a scalar answer). */
  selection: string;
  /** Sent without the fixture's cookie (logout would end the visitor's session). */
  anonymous?: boolean;
}

/** Every mutation of the schema; test/fuzz/endpoint-coverage.test.ts checks none is missing. */
export const graphqlMutations = (fixture: FixtureIds, accountEmail = NO_ACCOUNT_EMAIL): GraphqlMutation[] => [
  { field: 'createEnergyPlan', args: { propertyId: ['ID!', fixture.propertyId], priority: ['String', 'reduce_bills'] }, selection: '{ id }' },
  { field: 'createProperty', args: { input: ['PropertyInput!', propertyInput()] }, selection: '{ id }' },
  { field: 'updateProperty', args: { id: ['ID!', fixture.propertyId], input: ['PropertyInput!', propertyInput()] }, selection: '{ id }' },
  { field: 'saveHomeProfile', args: { propertyId: ['ID', fixture.propertyId], input: ['PropertyInput!', propertyInput()] }, selection: '{ id plan { id } }' },
  { field: 'removeRecommendation', args: { id: ['ID!', fixture.recommendationId], energyPlanId: ['ID!', fixture.energyPlanId] }, selection: '{ id }' },
  { field: 'restoreRecommendation', args: { title: ['String!', fixture.recommendationTitle], energyPlanId: ['ID!', fixture.energyPlanId] }, selection: '{ id }' },
  { field: 'createShareLink', args: { propertyId: ['ID!', fixture.propertyId] }, selection: '{ token }' },
  { field: 'revokeShareLink', args: { token: ['String!', UNKNOWN_SHARE_TOKEN] }, selection: '' },
  { field: 'emailPlan', args: { propertyId: ['ID!', fixture.propertyId], email: ['String!', 'householder@example.com'] }, selection: '' },
  { field: 'emailSharedPlan', args: { token: ['String!', UNKNOWN_SHARE_TOKEN], email: ['String!', 'householder@example.com'] }, selection: '' },
  { field: 'submitGrantsQuestionnaire', args: { input: ['GrantsQuestionnaireInput!', grantsInput(fixture)] }, selection: '{ id }' },
  { field: 'askThermy', args: { message: ['String!', 'Which grants could I get?'], conversationId: ['String', null] }, selection: '{ reply }' },
  { field: 'requestQuote', args: { input: ['QuoteRequestInput!', quotePayload()] }, selection: '{ id }' },
  { field: 'sendContactMessage', args: { input: ['ContactMessageInput!', contactPayload()] }, selection: '{ id }' },
  { field: 'sendWelcomeEmail', args: { email: ['String!', 'householder@example.com'] }, selection: '' },
  { field: 'createResumeLink', args: {}, selection: '{ token }' },
  { field: 'emailResumeLink', args: { email: ['String!', 'householder@example.com'] }, selection: '' },
  { field: 'revokeResumeLinks', args: {}, selection: '' },
  { field: 'openResumeLink', args: { token: ['String!', UNKNOWN_SHARE_TOKEN] }, selection: '{ propertyId }' },
  { field: 'recordConsent', args: { accepted: ['Boolean!', true], version: ['String', '1.0'] }, selection: '{ version }' },
  { field: 'sendVerification', args: { input: ['SendVerificationInput!', signUpPayload()] }, selection: '{ email }' },
  { field: 'verifyEmail', args: { input: ['VerifyEmailInput!', verifyPayload()] }, selection: '{ success }' },
  { field: 'resendVerification', args: { email: ['String!', NEW_ACCOUNT_EMAIL] }, selection: '{ success }' },
  { field: 'login', args: { input: ['LoginInput!', { email: accountEmail, password: `not ${GOOD_PASSWORD}` }] }, selection: '{ success }' },
  { field: 'logout', args: {}, selection: '{ success }', anonymous: true },
  { field: 'sendPasswordReset', args: { email: ['String!', NO_ACCOUNT_EMAIL] }, selection: '{ success }' },
  { field: 'resetPassword', args: { input: ['ResetPasswordInput!', resetPayload()] }, selection: '{ success }' },
  { field: 'resetPasswordWithLink', args: { input: ['ResetPasswordLinkInput!', resetLinkPayload()] }, selection: '{ success }' },
  { field: 'deleteAccount', args: {}, selection: '' },
];
