import { newVisitor } from '../support/session-cookie.js';
import { mailQueueDrained } from '../support/mail.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { resendWaitKey } from '../../src/accounts/resend-wait.js';
import { GOOD_PASSWORD, PROPERTY, codeIn, get, latestCode, mailsTo, post, registerAccount, signIn, sql, uniqueEmail, waitForMails } from '../support/accounts.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const send = (body: object, cookie?: string) => post(app.server, '/api/send-verification', body, cookie);
const verify = (email: string, code: string, cookie?: string) => post(app.server, '/api/verify-email', { email, code }, cookie);

describe('registration', () => {
  it('mails a 6-digit code, then creates the account with the consent the session gave', async () => {
    const visitor = await newVisitor(app.server);
    await post(app.server, '/api/consent', { accepted: true, version: '1.0' }, visitor);
    const email = uniqueEmail('new');
    const sent = await send({ email: `  ${email.toUpperCase()} `, username: email, password: GOOD_PASSWORD }, visitor);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: 'Verification email sent!', email, skipVerification: false });
    const [mail] = await waitForMails(app, email, 1);
    expect(mail.subject).toMatch(/verification code/);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    const [pending] = await sql(app, 'select code_hash, password_hash from email_code where email = ?', [email]);
    expect(pending.code_hash).not.toContain(code);
    expect(pending.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const verified = await verify(email, code, visitor);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: 'Email verified successfully!' });
    const [user] = await sql(app, 'select * from app_user where email = ?', [email]);
    expect(user).toMatchObject({ consent_version: '1.0', password_hash: pending.password_hash });
    expect(user.consent_at).not.toBeNull();
    expect((await waitForMails(app, email, 2)).map((m) => m.subject)).toEqual([mail.subject, 'Welcome to Warmwise!']);
  });

  it('refuses a reused code', async () => {
    const visitor = await newVisitor(app.server);
    const email = uniqueEmail('reuse');
    await registerAccount(app, email, visitor);
    const again = await verify(email, await latestCode(app, email), visitor);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'Invalid verification code', code: 'BAD_USER_INPUT' });
  });

  it('answers CODE_EXPIRED once 600 s have passed', async () => {
    const email = uniqueEmail('expired');
    await send({ email, password: GOOD_PASSWORD });
    const code = await latestCode(app, email);
    await sql(app, "update email_code set expires_at = now() - interval '1 second' where email = ?", [email]);
    const res = await verify(email, code);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Verification code has expired', code: 'CODE_EXPIRED' });
  });

  it('kills the code after 5 wrong tries: the right code no longer works', async () => {
    const email = uniqueEmail('guess');
    await send({ email, password: GOOD_PASSWORD });
    const code = await latestCode(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(email, wrong)).body.message).toBe('Invalid verification code');
    }
    const sixth = await verify(email, code);
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Invalid verification code');
    expect(await sql(app, 'select 1 from app_user where email = ?', [email])).toHaveLength(0);
  });

  it('resends 60 s after the last code, and only the new code works', async () => {
    const email = uniqueEmail('resend');
    await send({ email, password: GOOD_PASSWORD });
    const first = await latestCode(app, email);
    const tooSoon = await post(app.server, '/api/resend-verification', { email });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);

    // The 60 s pass.
    await app.store.delete(resendWaitKey(email));
    const resent = await post(app.server, '/api/resend-verification', { email });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ success: true, message: 'Verification code sent' });
    const mails = await waitForMails(app, email, 2);
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[1]);
    if (first !== second) expect((await verify(email, first)).body.message).toBe('Invalid verification code');
    expect((await verify(email, second)).status).toBe(200);
  });

  it('answers a resend for an unknown address the same way, with no mail', async () => {
    const email = uniqueEmail('nobody');
    const res = await post(app.server, '/api/resend-verification', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Verification code sent' });
    await mailQueueDrained(app);
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it.each([
    ['password123', 'This password is too common. Please choose a less common one.'],
    ['Password123', 'This password is too common. Please choose a less common one.'],
    ['short', 'Password must be at least 6 characters.'],
  ])('refuses the password %j with a clear message', async (password, message) => {
    const email = uniqueEmail('weak');
    const res = await send({ email, password });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'BAD_USER_INPUT', field: 'password' });
    await mailQueueDrained(app);
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it('accepts a 128-character passphrase with spaces', async () => {
    const visitor = await newVisitor(app.server);
    const email = uniqueEmail('long');
    const passphrase = 'my house is warm now '.repeat(7).slice(0, 128);
    await registerAccount(app, email, visitor, passphrase);
    expect((await post(app.server, '/api/login', { email, password: passphrase }, visitor)).status).toBe(200);
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await send({ email: 'not an email', password: GOOD_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address.');
  });

  it('lets the registering session read its rows again only after signing in', async () => {
    const visitor = await newVisitor(app.server);
    const created = await post(app.server, '/api/properties', PROPERTY, visitor);
    expect(created.status).toBe(201);
    const email = uniqueEmail('handover');
    await registerAccount(app, email, visitor);
    const [owner] = await sql(app, 'select u.id from app_user u join property p on p.owner_visitor_id = u.visitor_id where p.id = ?', [created.body.id]);
    expect(owner).toBeDefined();
    expect((await get(app.server, `/api/properties/${created.body.id}`, visitor)).status).toBe(404);
    const cookie = await signIn(app, email, visitor);
    expect((await get(app.server, `/api/properties/${created.body.id}`, cookie)).status).toBe(200);
  });
});

describe('AUTH_SKIP_VERIFICATION', () => {
  let skipping: TestApp;
  beforeAll(async () => {
    skipping = await startTestApp({ AUTH_SKIP_VERIFICATION: 'true' });
  });
  afterAll(() => skipping.close());

  it('creates the account at once and says so; the client goes to login', async () => {
    const visitor = await newVisitor(skipping.server);
    const email = uniqueEmail('trial');
    const res = await post(skipping.server, '/api/send-verification', { email, password: GOOD_PASSWORD }, visitor);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Verification email sent!', email, skipVerification: true });
    expect((await waitForMails(skipping, email, 1)).map((m) => m.subject)).toEqual(['Welcome to Warmwise!']);
    expect((await post(skipping.server, '/api/login', { email, password: GOOD_PASSWORD }, visitor)).status).toBe(200);
  });
});
