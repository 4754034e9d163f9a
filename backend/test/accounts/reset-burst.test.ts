import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mailsTo, registerAccount, sql, uniqueEmail, waitForMails } from '../support/accounts.js';
import { newNetworkAddress, postFrom } from './network-address.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const askReset = (from: string, email: string) => postFrom(app.server, from, '/api/send-password-reset', { email });
const codeRows = async (email: string) =>
  (await sql(app, "select count(*)::int as n from email_code where email = ? and purpose = 'password_reset'", [email]))[0];

describe('a burst of reset asks (a double press, a retried request)', () => {
  it.each([
    ['an account', true],
    ['no account', false],
  ])('sends one mail to an address with %s, and answers every ask alike', async (_, registered) => {
    const email = uniqueEmail('burst');
    if (registered) await registerAccount(app, email, await newVisitor(app.server));
    const before = (await waitForMails(app, email, registered ? 2 : 0)).length;
    const from = newNetworkAddress();
    const answers = await Promise.all([askReset(from, email), askReset(from, email), askReset(from, email)]);
    expect(answers.map((res) => [res.status, res.body])).toEqual(Array(3).fill([200, answers[0].body]));
    await waitForMails(app, email, before + 1);
    // Time for a second mail to arrive, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailsTo(app, email)).toHaveLength(before + 1);
    expect(await codeRows(email)).toEqual({ n: 1 });
  });

  it('is one network\'s: an ask from another network still gets its code at once', async () => {
    const email = uniqueEmail('burst-other-network');
    await askReset(newNetworkAddress(), email);
    await waitForMails(app, email, 1);
    await askReset(newNetworkAddress(), email);
    expect(await waitForMails(app, email, 2)).toHaveLength(2);
  });
});
