import request from 'supertest';
import { saveHome } from '../plans/support.js';
import { GOOD_PASSWORD, post, registerAccount, signIn, uniqueEmail } from '../support/accounts.js';
import { graphql } from '../support/graphql.js';
import { mailQueueDrained, outboxMailTo, waitForOutboxMail } from '../support/mail.js';
import { newVisitor, sessionCookieOf } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GONE, openLink, resumeLinkIn } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A visitor with a home, and the token of the resume link their welcome mail carried. */
async function visitorWithLink() {
  const email = uniqueEmail('resume');
  const cookie = await newVisitor(app.server);
  expect((await post(app.server, '/api/send-welcome-email', { email }, cookie)).status).toBe(202);
  const [mail] = await waitForOutboxMail(app, email, 1);
  const propertyId = await saveHome(app, cookie);
  return { email, cookie, propertyId, token: resumeLinkIn(mail.text).token };
}

const myHomes = async (cookie: string) =>
  (await graphql<{ myProperties: Array<{ id: string }> }>(app.server, '{ myProperties { id } }', {}, cookie)).body.data!.myProperties.map((home) => home.id);

describe('resume links and accounts', () => {
  it('signing in on a resumed session still moves the plan into the account', async () => {
    const account = uniqueEmail('owner');
    await registerAccount(app, account, await newVisitor(app.server));
    const { token, propertyId } = await visitorWithLink();
    const resumed = sessionCookieOf(await openLink(app, token))!.split(';')[0];
    const signedIn = await signIn(app, account, resumed, GOOD_PASSWORD);
    expect(await myHomes(signedIn)).toEqual([propertyId]);
    // The link opened once, and the plan is the account's now: the link reaches nothing.
    expect((await openLink(app, token)).body).toEqual(GONE);
  });

  it('never leads into an account: once the visitor registers, their link answers like a dead one', async () => {
    const { email, cookie, token } = await visitorWithLink();
    await registerAccount(app, email, cookie);
    const res = await openLink(app, token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(GONE);
  });

  it('a signed-in visitor is told their plan is kept in the account, and mailed nothing', async () => {
    const account = uniqueEmail('signed-in');
    const visitor = await newVisitor(app.server);
    await registerAccount(app, account, visitor);
    const signedIn = await signIn(app, account, visitor);
    const made = await request(app.server).post('/api/resume-links').set('Cookie', signedIn).send({});
    expect(made.status).toBe(400);
    expect(made.body.message).toBe('Your plan is kept in your account: sign in on any browser to see it.');
    await saveHome(app, signedIn);
    expect((await post(app.server, '/api/resume-links/email', { email: account }, signedIn)).status).toBe(202);
    await mailQueueDrained(app);
    const mails = await outboxMailTo(app, account);
    expect(mails.map((mail) => mail.subject)).not.toContain('Your private link back to your Warmwise plan');
  });

  it("a signed-in visitor's welcome mail points at the plan page, where the account finds the plan", async () => {
    const account = uniqueEmail('welcomed');
    const visitor = await newVisitor(app.server);
    await registerAccount(app, account, visitor);
    const signedIn = await signIn(app, account, visitor);
    const friend = uniqueEmail('friend');
    expect((await post(app.server, '/api/send-welcome-email', { email: friend }, signedIn)).status).toBe(202);
    const [mail] = await waitForOutboxMail(app, friend, 1);
    expect(mail.text).toMatch(/See your plan: http:\/\/\S+\/plan\n/);
    expect(mail.text).not.toContain('/resume/');
  });
});
