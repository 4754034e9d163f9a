import request from 'supertest';
import { graphql, onlyError } from '../support/graphql.js';
import { mailQueueDrained, outboxMailTo, waitForOutboxMail } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_BASE_URL: 'https://app.warmwise.example', ...BEHIND_TEST_PROXY });
});
afterAll(() => app.close());

const welcome = (email: unknown, cookie: string, headers: Record<string, string> = {}) =>
  request(app.server).post('/api/send-welcome-email').set('Cookie', cookie).set(headers).send({ email });
const SEND = 'mutation Welcome($email: String!) { sendWelcomeEmail(email: $email) }';

describe('POST /api/send-welcome-email', () => {
  it('mails the householder what Warmwise does, a link to their plan, why they got it and how to stop it', async () => {
    const res = await welcome('Sam@Example.com', await newVisitor(app.server));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true });
    const mails = await waitForOutboxMail(app, 'sam@example.com', 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Welcome to Warmwise');
    expect(mails[0].text).toContain('Warmwise helps UK householders cut their energy bills');
    expect(mails[0].text).toMatch(/See your plan: https:\/\/app\.warmwise\.example\/resume\/[A-Za-z0-9_-]{32}\n/);
    expect(mails[0].text).toContain('because this address (sam@example.com) was entered at Warmwise');
    expect(mails[0].text).toContain("write to support@warmwise.example and we'll stop and delete your address");
  });

  it('sends one welcome per address a day, still answering 202 to later asks from anyone, on both transports', async () => {
    expect((await welcome('once@example.com', await newVisitor(app.server))).status).toBe(202);
    const again = await welcome('ONCE@example.com ', await newVisitor(app.server));
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ success: true });
    const { body } = await graphql<{ sendWelcomeEmail: boolean }>(app.server, SEND, { email: 'once@example.com' }, await newVisitor(app.server));
    expect(body.data!.sendWelcomeEmail).toBe(true);
    await mailQueueDrained(app);
    expect(await outboxMailTo(app, 'once@example.com')).toHaveLength(1);
  });

  it.each([[''], ['not-an-email'], [42], [null]])('refuses %j with 400', async (email) => {
    const res = await welcome(email, await newVisitor(app.server));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please enter a valid email address', field: 'email' });
  });

  it('refuses a requester after 20 asks in an hour with 429 and Retry-After', async () => {
    // The limit is per network address, so this requester gets an address of their own.
    const busy = await newVisitor(app.server);
    const from = { 'X-Forwarded-For': newClientAddress() };
    for (let i = 0; i < 20; i++) expect((await welcome(`reader${i}@example.com`, busy, from)).status).toBe(202);
    const refused = await welcome('reader20@example.com', busy, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(refused.body.code).toBe('RATE_LIMITED');
    await mailQueueDrained(app);
    expect(await outboxMailTo(app, 'reader20@example.com')).toHaveLength(0);
    const { body } = await graphql(app.server, SEND, { email: 'reader21@example.com' }, busy, from);
    expect(onlyError(body).extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('sendWelcomeEmail mutation', () => {
  it('sends the welcome and refuses a malformed address as BAD_USER_INPUT', async () => {
    const visitor = await newVisitor(app.server);
    const { body } = await graphql<{ sendWelcomeEmail: boolean }>(app.server, SEND, { email: 'gql@example.com' }, visitor);
    expect(body.data!.sendWelcomeEmail).toBe(true);
    expect(await waitForOutboxMail(app, 'gql@example.com', 1)).toHaveLength(1);
    const bad = await graphql(app.server, SEND, { email: 'nope' }, visitor);
    expect(onlyError(bad.body)).toMatchObject({ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
