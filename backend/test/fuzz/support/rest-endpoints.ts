import {
  contactPayload,
  grantsPayload,
  interactionPayload,
  learnMorePayload,
  NO_ACCOUNT_EMAIL,
  propertyPayload,
  quotePayload,
  resetLinkPayload,
  resetPayload,
  signUpPayload,
  verifyPayload,
} from './base-payloads.js';
import type { FixtureIds } from './fuzz-app.js';
import type { RestEndpoint } from './rest-case.js';

/**
 * Every REST endpoint under /api (the *.routes.ts files and docs/api.md), split in three groups
 * that each get an app of their own. test/fuzz/endpoint-coverage.test.ts checks that the routes
 * files hold no endpoint missing here.
 */

/** Well formed, so the look-up runs; no link has it. */
export const UNKNOWN_SHARE_TOKEN = 'A'.repeat(32);

/** Addresses, homes, plans and grants: the wizard's path, needing the visitor's own ids. */
export const homeEndpoints = (fixture: FixtureIds): RestEndpoint[] => [
  { method: 'POST', route: '/api/epc/lookup', body: { postcode: 'B33 8TH' } },
  { method: 'POST', route: '/api/epc/details', body: { address: '12 Stechford Lane', postcode: 'B33 8TH' } },
  { method: 'POST', route: '/api/properties', body: propertyPayload() },
  { method: 'PUT', route: '/api/properties/:id', params: { id: fixture.propertyId }, body: propertyPayload() },
  { method: 'GET', route: '/api/properties' },
  { method: 'GET', route: '/api/properties/:id', params: { id: fixture.propertyId } },
  { method: 'GET', route: '/api/properties/:id/energy-plan', params: { id: fixture.propertyId } },
  { method: 'POST', route: '/api/recommendations', body: { propertyId: fixture.propertyId, priority: 'reduce_bills' } },
  { method: 'POST', route: '/api/recommendations', body: { ...propertyPayload(), priority: 'environmental_benefit' } },
  { method: 'DELETE', route: '/api/recommendations/:id', params: { id: fixture.recommendationId }, body: { energyPlanId: fixture.energyPlanId } },
  { method: 'POST', route: '/api/recommendations/restore', body: { title: fixture.recommendationTitle, energyPlanId: fixture.energyPlanId } },
  {
    method: 'GET',
    route: '/api/recommendations/:title/details',
    params: { title: encodeURIComponent(fixture.recommendationTitle) },
    query: { energyPlanId: fixture.energyPlanId },
  },
  { method: 'POST', route: '/api/properties/:id/share', params: { id: fixture.propertyId } },
  { method: 'GET', route: '/api/plan/:token', params: { token: UNKNOWN_SHARE_TOKEN } },
  { method: 'DELETE', route: '/api/share/:token', params: { token: UNKNOWN_SHARE_TOKEN } },
  { method: 'GET', route: '/api/properties/:id/energy-plan/pdf', params: { id: fixture.propertyId } },
  { method: 'GET', route: '/api/plan/:token/pdf', params: { token: UNKNOWN_SHARE_TOKEN } },
  { method: 'GET', route: '/api/grants/schemes' },
  { method: 'GET', route: '/api/model-assumptions' },
  { method: 'POST', route: '/api/grants-questionnaire', body: grantsPayload(fixture) },
  { method: 'POST', route: '/api/thermy/messages', body: { message: 'How much would loft insulation save me?' } },
  { method: 'POST', route: '/api/thermy/messages/stream', body: { message: 'How much would loft insulation save me?' } },
  { method: 'GET', route: '/api/thermy/mode' },
];

/** The forms that store a row or send a mail: quotes, tracking, contact, welcome, resume links, consent. */
export const formEndpoints = (fixture: FixtureIds): RestEndpoint[] => [
  { method: 'POST', route: '/api/request-quote', body: quotePayload() },
  { method: 'POST', route: '/api/learn-more-click', body: learnMorePayload(fixture) },
  { method: 'POST', route: '/api/user-interaction-webhook', body: interactionPayload(fixture) },
  { method: 'POST', route: '/api/contact', body: contactPayload() },
  { method: 'POST', route: '/api/send-welcome-email', body: { email: 'householder@example.com' } },
  { method: 'POST', route: '/api/resume-links' },
  { method: 'POST', route: '/api/resume-links/email', body: { email: 'householder@example.com' } },
  { method: 'POST', route: '/api/properties/:id/energy-plan/email', params: { id: fixture.propertyId }, body: { email: 'householder@example.com' } },
  { method: 'POST', route: '/api/plan/:token/email', params: { token: UNKNOWN_SHARE_TOKEN }, body: { email: 'householder@example.com' } },
  { method: 'DELETE', route: '/api/resume-links' },
  { method: 'POST', route: '/api/resume/:token', params: { token: UNKNOWN_SHARE_TOKEN }, body: {} },
  { method: 'POST', route: '/api/consent', body: { accepted: true, version: '1.0' } },
  { method: 'GET', route: '/api/consent' },
];

/** Accounts and personal data. Login uses a real account with a wrong password, so it reaches the hash. */
export const accountEndpoints = (accountEmail: string): RestEndpoint[] => [
  { method: 'POST', route: '/api/send-verification', body: signUpPayload() },
  { method: 'POST', route: '/api/verify-email', body: verifyPayload() },
  { method: 'POST', route: '/api/resend-verification', body: { email: verifyPayload().email } },
  { method: 'POST', route: '/api/login', body: { email: accountEmail, password: 'not the password at all' } },
  { method: 'GET', route: '/api/login' },
  { method: 'POST', route: '/api/logout', body: {}, anonymous: true },
  { method: 'GET', route: '/api/logout', anonymous: true },
  { method: 'GET', route: '/api/auth/user' },
  { method: 'POST', route: '/api/send-password-reset', body: { email: NO_ACCOUNT_EMAIL } },
  { method: 'POST', route: '/api/reset-password', body: resetPayload() },
  { method: 'POST', route: '/api/reset-password/link', body: resetLinkPayload() },
  { method: 'GET', route: '/api/account/export' },
  { method: 'DELETE', route: '/api/account', body: {} },
];
