import { newVisitor } from '../support/session-cookie.js';
import { newNetworkAddress, postFrom } from './network-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, PROPERTY, codeIn, get, post, registerAccount, resetLinkIn, signIn, sql, uniqueEmail, waitForMails } from '../support/accounts.js';

const NEW_PASSWORD = 'a brand new kettle on the hob';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const askForCode = (email: string) => post(app.server, '/api/send-password-reset', { email });
const reset = (body: object) => post(app.server, '/api/reset-password', body);

/** A registered account; the mails it got so far (code and welcome) are counted in `mailed`. */
async function account(label: string) {
  const email = uniqueEmail(label);
  await registerAccount(app, email, await newVisitor(app.server));
  return { email, mailed: 2 };
}

/** Asks for a reset code and reads it from the mail. */
async function resetCode(email: string, mailedBefore: number): Promise<string> {
  const res = await askForCode(email);
  expect(res.status).toBe(200);
  const mails = await waitForMails(app, email, mailedBefore + 1);
  expect(mails[mailedBefore]?.subject).toMatch(/^Your Warmwise password reset code: /);
  return codeIn(mails[mailedBefore]);
}

describe('password reset', () => {
  it('sets the new password with the mailed 6-character code and tells the user by mail', async () => {
    const { email, mailed } = await account('reset');
    const code = await resetCode(email, mailed);
    expect(code).toMatch(/^[0-9A-Z]{6}$/);
    const res = await reset({ email, code: code.toLowerCase(), newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Password Reset Successful' });
    const mails = await waitForMails(app, email, mailed + 2);
    expect(mails[mailed + 1].subject).toBe('Your Warmwise password was changed');

    const visitor = await newVisitor(app.server);
    expect((await post(app.server, '/api/login', { email, password: GOOD_PASSWORD }, visitor)).status).toBe(401);
    expect((await post(app.server, '/api/login', { email, password: NEW_PASSWORD }, visitor)).status).toBe(200);
  });

  it('refuses a reused code', async () => {
    const { email, mailed } = await account('reuse');
    const code = await resetCode(email, mailed);
    expect((await reset({ email, code, newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await reset({ email, code, newPassword: 'yet another long passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'Invalid or expired reset code.', code: 'BAD_USER_INPUT' });
  });

  it('refuses an expired code', async () => {
    const { email, mailed } = await account('expired');
    const code = await resetCode(email, mailed);
    await sql(app, "update email_code set expires_at = now() - interval '1 second' where email = ? and purpose = 'password_reset'", [email]);
    const res = await reset({ email, code, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid or expired reset code.');
  });

  it('kills the code after 5 wrong tries', async () => {
    const { email, mailed } = await account('guess');
    const code = await resetCode(email, mailed);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await reset({ email, code: wrong, newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const sixth = await reset({ email, code, newPassword: NEW_PASSWORD });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Invalid or expired reset code.');
  });

  it('refuses a common new password without using the code up', async () => {
    const { email, mailed } = await account('weak');
    const code = await resetCode(email, mailed);
    const weak = await reset({ email, code, newPassword: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ message: 'This password is too common. Please choose a less common one.', field: 'newPassword' });
    expect((await reset({ email, code, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it("ends the user's other sessions: they lose the account and its property", async () => {
    const { email, mailed } = await account('revoke');
    const other = await newVisitor(app.server);
    const property = await post(app.server, '/api/properties', PROPERTY, other);
    const signedIn = await signIn(app, email, other);
    expect((await get(app.server, `/api/properties/${property.body.id}`, signedIn)).status).toBe(200);

    const code = await resetCode(email, mailed);
    expect((await reset({ email, code, newPassword: NEW_PASSWORD })).status).toBe(200);

    expect((await get(app.server, `/api/properties/${property.body.id}`, signedIn)).status).toBe(404);
    expect((await get(app.server, '/api/auth/user', signedIn)).status).toBe(401);
    expect((await get(app.server, '/api/properties', signedIn)).body).toEqual([]);
    // Signing in again with the new password brings the property back.
    const again = await signIn(app, email, signedIn, NEW_PASSWORD);
    expect((await get(app.server, `/api/properties/${property.body.id}`, again)).status).toBe(200);
  });
});

describe('password reset by the mail\'s link', () => {
  const resetByLink = (body: object) => post(app.server, '/api/reset-password/link', body);
  const LINK_GONE = 'This reset link has expired or has been used. Ask for a new reset code below.';
  const linkOf = async (email: string, mailedBefore: number) => resetLinkIn((await waitForMails(app, email, mailedBefore + 1))[mailedBefore]);

  it('works once for an hour, ends other sessions and tells the user by mail, the token kept out of what a server is sent', async () => {
    const { email, mailed } = await account('reset-link');
    const session = await signIn(app, email, await newVisitor(app.server));
    await resetCode(email, mailed);
    const mail = (await waitForMails(app, email, mailed + 1))[mailed];
    expect(mail!.text).toContain("Or open the link below in any browser to choose a new password there. It works once, for 60 minutes, and only the newest reset e-mail's link works.");
    // After '#': the browser keeps it; the request for the page carries no token.
    expect(mail!.text).toMatch(/\/auth\?tab=reset-password#link=[\w-]{43}/);
    const [row] = await sql(app, 'select extract(epoch from "link_expires_at" - "sent_at") as seconds from "email_code" where "email" = ?', [email]);
    expect(Math.round(Number(row.seconds))).toBe(3_600);

    const token = resetLinkIn(mail);
    // A refused password leaves the link usable.
    expect((await resetByLink({ token, newPassword: 'password123' })).status).toBe(400);
    expect(await resetByLink({ token, newPassword: NEW_PASSWORD })).toMatchObject({ status: 200, body: { success: true, message: 'Password Reset Successful' } });
    expect((await get(app.server, '/api/auth/user', session)).status).toBe(401);
    expect((await waitForMails(app, email, mailed + 2))[mailed + 1]?.subject).toMatch(/password was changed/i);
    expect((await post(app.server, '/api/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    expect(await resetByLink({ token, newPassword: 'another new kettle on the hob' })).toMatchObject({ status: 400, body: { message: LINK_GONE } });
  });

  it('works only from the newest mail and within its hour, and refuses what is not a token in the same words', async () => {
    const { email, mailed } = await account('reset-link-newest');
    await resetCode(email, mailed);
    const older = await linkOf(email, mailed);
    // A new ask (from another network, so not a double press of the first) replaces the code and its link.
    expect((await postFrom(app.server, newNetworkAddress(), '/api/send-password-reset', { email })).status).toBe(200);
    const newest = await linkOf(email, mailed + 1);
    expect(await resetByLink({ token: older, newPassword: NEW_PASSWORD })).toMatchObject({ status: 400, body: { message: LINK_GONE } });

    await sql(app, 'update "email_code" set "link_expires_at" = now() - interval \'1 second\' where "email" = ?', [email]);
    expect(await resetByLink({ token: newest, newPassword: NEW_PASSWORD })).toMatchObject({ status: 400, body: { message: LINK_GONE } });
    expect(await resetByLink({ token: 'short', newPassword: NEW_PASSWORD })).toMatchObject({ status: 400, body: { message: LINK_GONE } });
  });
});
