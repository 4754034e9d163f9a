import { graphql, onlyError } from '../support/graphql.js';
import { SESSION_COOKIE } from '../../src/session/session.middleware.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, PROPERTY, codeIn, latestCode, post, uniqueEmail, waitForMails } from '../support/accounts.js';
import { eventually, startSmtpSink } from '../support/mail.js';

const SEND_VERIFICATION = `mutation ($input: SendVerificationInput!) {
  sendVerification(input: $input) { success message email skipVerification }
}`;
const VERIFY_EMAIL = `mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { success message } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { success user { id email } } }`;
const LOGOUT = 'mutation { logout { success } }';
const CURRENT_USER = 'query { currentUser { id email } }';
const MY_PROPERTIES = 'query { myProperties { id address } }';
const SEND_RESET = 'mutation ($email: String!) { sendPasswordReset(email: $email) { success message } }';
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`;

interface CurrentUser {
  currentUser: { id: string; email: string } | null;
}

/** The session cookie a GraphQL answer set (`name=value`). */
const cookieSetBy = (headers: Record<string, string | string[]>) =>
  ([] as string[])
    .concat(headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

describe('accounts over GraphQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('registers, signs in (new cookie), keeps the visitor\'s property, and signs out', async () => {
    const visitor = await newVisitor(app.server);
    const property = await post(app.server, '/api/properties', PROPERTY, visitor);
    const email = uniqueEmail('graphql');
    const sent = await graphql(app.server, SEND_VERIFICATION, { input: { email, username: email, password: GOOD_PASSWORD } }, visitor);
    expect(sent.body.data).toEqual({ sendVerification: { success: true, message: 'Verification email sent!', email, skipVerification: false } });
    const verified = await graphql(app.server, VERIFY_EMAIL, { input: { email, code: await latestCode(app, email) } }, visitor);
    expect(verified.body.data).toEqual({ verifyEmail: { success: true, message: 'Email verified successfully!' } });

    expect((await graphql<CurrentUser>(app.server, CURRENT_USER, {}, visitor)).body.data).toEqual({ currentUser: null });
    const login = await graphql(app.server, LOGIN, { input: { email, password: GOOD_PASSWORD } }, visitor);
    expect(login.body.data).toEqual({ login: { success: true, user: { id: expect.any(String), email } } });
    const cookie = cookieSetBy(login.headers)!;
    expect(cookie).not.toBe(visitor);
    expect((await graphql<CurrentUser>(app.server, CURRENT_USER, {}, cookie)).body.data?.currentUser?.email).toBe(email);
    expect((await graphql(app.server, MY_PROPERTIES, {}, cookie)).body.data).toEqual({
      myProperties: [{ id: property.body.id, address: PROPERTY.address }],
    });

    const logout = await graphql(app.server, LOGOUT, {}, cookie);
    expect(logout.body.data).toEqual({ logout: { success: true } });
    expect(logout.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^warmwise\.sid=;/)]));
    expect((await graphql<CurrentUser>(app.server, CURRENT_USER, {}, cookie)).body.data).toEqual({ currentUser: null });
  });

  it('answers a wrong pair with one UNAUTHENTICATED error, and a bad code with BAD_USER_INPUT', async () => {
    const login = await graphql(app.server, LOGIN, { input: { username: uniqueEmail('nobody'), password: 'whatever you like' } });
    expect(onlyError(login.body)).toMatchObject({ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } });
    const verify = await graphql(app.server, VERIFY_EMAIL, { input: { email: uniqueEmail('nobody'), code: '123456' } });
    expect(onlyError(verify.body)).toMatchObject({ message: 'Invalid verification code', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('resets a password', async () => {
    const visitor = await newVisitor(app.server);
    const email = uniqueEmail('graphql-reset');
    await graphql(app.server, SEND_VERIFICATION, { input: { email, password: GOOD_PASSWORD } }, visitor);
    await graphql(app.server, VERIFY_EMAIL, { input: { email, code: await latestCode(app, email) } }, visitor);
    const asked = await graphql(app.server, SEND_RESET, { email });
    expect(asked.body.data).toEqual({ sendPasswordReset: { success: true, message: 'Check your email for the password reset code.' } });
    const mails = await waitForMails(app, email, 3);
    const reset = await graphql(app.server, RESET, { input: { email, code: codeIn(mails[2]), newPassword: 'the new one is long' } });
    expect(reset.body.data).toEqual({ resetPassword: { success: true, message: 'Password Reset Successful' } });
    const login = await graphql(app.server, LOGIN, { input: { email, password: 'the new one is long' } }, visitor);
    expect(login.body.data).toMatchObject({ login: { success: true } });
  });
});

describe('codes through a real SMTP server', () => {
  it('delivers the verification code by SMTP, and the code read from it creates the account', async () => {
    const sink = await startSmtpSink();
    const app = await startTestApp({ SMTP_URL: sink.url, PUBLIC_BASE_URL: 'https://warmwise.example' });
    try {
      const visitor = await newVisitor(app.server);
      const email = uniqueEmail('smtp');
      expect((await post(app.server, '/api/send-verification', { email, password: GOOD_PASSWORD }, visitor)).status).toBe(200);
      // The code is mailed after the answer.
      const mailsToEmail = (count: number) =>
        eventually(() => sink.delivered.filter((delivered) => delivered.to.includes(email)), (mails) => mails.length >= count);
      const [mail] = await mailsToEmail(1);
      expect(mail.raw).toContain('text/html');
      const code = codeIn({ subject: '', text: mail.raw });
      expect((await post(app.server, '/api/verify-email', { email, code }, visitor)).status).toBe(200);
      const welcome = (await mailsToEmail(2))[1];
      expect(welcome.raw).toContain('https://warmwise.example/auth');
    } finally {
      await app.close();
      await sink.close();
    }
  });
});
