import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mailQueueDrained } from '../support/mail.js';
import { GOOD_PASSWORD, mailsTo, post, registerAccount, uniqueEmail, waitForMails } from '../support/accounts.js';

let app: TestApp;
let known: string;
beforeAll(async () => {
  app = await startTestApp();
  known = uniqueEmail('known');
  await registerAccount(app, known, await newVisitor(app.server));
});
afterAll(() => app.close());

/** What a caller can compare between two answers. */
const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe('nothing tells a registered address from an unknown one', () => {
  it('login: an unknown address and a wrong password get the same 401', async () => {
    const unknown = await post(app.server, '/api/login', { email: uniqueEmail('unknown'), password: 'wrong but long enough' });
    const wrongPassword = await post(app.server, '/api/login', { email: known, password: 'wrong but long enough' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid email or password.', code: 'UNAUTHENTICATED' });
    expect(answer(wrongPassword)).toEqual(answer(unknown));
  });

  it('registration: the same answer, and a known address gets a notice instead of a code', async () => {
    const unknown = uniqueEmail('fresh');
    const forUnknown = await post(app.server, '/api/send-verification', { email: unknown, password: GOOD_PASSWORD });
    await mailQueueDrained(app);
    const before = (await mailsTo(app, known)).length;
    const forKnown = await post(app.server, '/api/send-verification', { email: known, password: GOOD_PASSWORD });
    expect(forKnown.status).toBe(200);
    expect(answer(forKnown)).toEqual(answer({ ...forUnknown, body: { ...forUnknown.body, email: known } }));
    const notice = (await waitForMails(app, known, before + 1)).at(-1)!;
    expect(notice.subject).toBe('You already have a Warmwise account');
    expect(notice.text).not.toMatch(/^ {4}\d{6}\s*$/m);
  });

  it('password reset: the same answer, a code to the account and a notice without one to an unknown address', async () => {
    const unknown = uniqueEmail('stranger');
    await mailQueueDrained(app);
    const before = (await mailsTo(app, known)).length;
    const forUnknown = await post(app.server, '/api/send-password-reset', { email: unknown });
    const forKnown = await post(app.server, '/api/send-password-reset', { email: known });
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual({ success: true, message: 'Check your email for the password reset code.' });
    expect(answer(forKnown)).toEqual(answer(forUnknown));
    const code = (await waitForMails(app, known, before + 1)).at(-1)!;
    expect(code.subject).toMatch(/^Your Warmwise password reset code: [A-Z0-9]{6}$/);
    const [notice] = await waitForMails(app, unknown, 1);
    expect(notice!.subject).toBe('No Warmwise account uses this address');
    expect(notice!.text).toContain(`asked to reset the password of a Warmwise account with ${unknown}, but no account uses this address`);
    expect(notice!.text).not.toMatch(/^ {4}[A-Z0-9]{6}\s*$/m);
  });
});
