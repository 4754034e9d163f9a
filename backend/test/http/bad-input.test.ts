import request from 'supertest';
import { graphql, onlyError } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const INVALID_ACCOUNT_EMAIL = 'Please enter a valid email address.';
const LONG_PASSWORD = 'p'.repeat(257);
const UNKNOWN_CONVERSATION = 'conversationId is not one Thermy gave; leave it out to start a new conversation.';

/*
 * Every input is parsed by its shared schema before any service runs: a bad one is a 400 with the
 * schema's sentence and the field it names, never a 500.
 */
describe('a bad input on each REST endpoint', () => {
  it.each([
    ['/api/login', { username: 'not an address', password: 'whatever' }, INVALID_ACCOUNT_EMAIL, 'email'],
    ['/api/send-verification', { email: 'sam@example.com', password: LONG_PASSWORD }, 'Password must be at most 256 characters.', 'password'],
    ['/api/verify-email', { email: 'sam@', code: '123456' }, INVALID_ACCOUNT_EMAIL, 'email'],
    ['/api/resend-verification', {}, INVALID_ACCOUNT_EMAIL, 'email'],
    ['/api/send-password-reset', { email: ['sam@example.com'] }, INVALID_ACCOUNT_EMAIL, 'email'],
    ['/api/reset-password', { email: 'sam@example.com', code: 'ABC234', newPassword: LONG_PASSWORD }, 'Password must be at most 256 characters.', 'newPassword'],
    ['/api/send-welcome-email', { email: 'sam at example' }, 'Please enter a valid email address', 'email'],
    ['/api/epc/lookup', { postcode: '  ' }, 'Please enter a postcode', 'postcode'],
    ['/api/thermy/messages', { message: 'What is an EPC?', conversationId: 'mine' }, UNKNOWN_CONVERSATION, 'conversationId'],
    ['/api/thermy/messages/stream', { message: 'What is an EPC?', conversationId: 7 }, UNKNOWN_CONVERSATION, 'conversationId'],
    ['/api/contact', { name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'm'.repeat(5_001) }, 'Message is too long: please keep it to 5,000 characters.', 'message'],
  ])('POST %s %j: 400 "%s" on %s', async (path, body, message, field) => {
    const res = await request(app.server).post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message, field });
  });

  it('names every blank field of the contact form at once', async () => {
    const res = await request(app.server).post('/api/contact').send({ name: 'Sam', email: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message: 'Please fill in all fields.', fields: ['email', 'subject', 'message'] });
  });
});

describe('a bad input over GraphQL', () => {
  it.each([
    ['mutation { resendVerification(email: "nope") { success } }', INVALID_ACCOUNT_EMAIL, 'email'],
    ['mutation { sendPasswordReset(email: "") { success } }', INVALID_ACCOUNT_EMAIL, 'email'],
    ['mutation { askThermy(message: "What is an EPC?", conversationId: "mine") { reply } }', UNKNOWN_CONVERSATION, 'conversationId'],
    ['query { addressLookup(postcode: "nowhere") { message } }', 'Please enter a valid UK postcode', 'postcode'],
    ['mutation { recordConsent(accepted: false) { version } }', 'Please tick the box to accept the terms and privacy policy', 'accepted'],
  ])('%s: BAD_USER_INPUT "%s" on %s', async (query, message, field) => {
    const { body } = await graphql(app.server, query);
    expect(onlyError(body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });
});
