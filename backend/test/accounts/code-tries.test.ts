import { jest } from '@jest/globals';
import { CodeHasher } from '../../src/accounts/codes.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { codeIn, post, registerAccount, sql, uniqueEmail, waitForMails } from '../support/accounts.js';
import { newNetworkAddress, postFrom } from './network-address.js';

const NEW_PASSWORD = 'a brand new kettle on the hob';
const PARALLEL_GUESSES = 20;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A registered account with a reset code mailed to it; answers the address and the code. */
async function accountWithResetCode(label: string): Promise<{ email: string; code: string }> {
  const email = uniqueEmail(label);
  await registerAccount(app, email, await newVisitor(app.server));
  expect((await post(app.server, '/api/send-password-reset', { email })).status).toBe(200);
  // Verification code, welcome mail, reset code.
  const mails = await waitForMails(app, email, 3);
  return { email, code: codeIn(mails[2]) };
}

const wrongFor = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

/** Guesses from one network address of its own, without a cookie, as an attacker would, all at once. */
function guessInParallel(email: string, codes: string[], from = newNetworkAddress()) {
  return Promise.all(codes.map((code) => postFrom(app.server, from, '/api/reset-password', { email, code, newPassword: NEW_PASSWORD })));
}

const attemptsOf = async (email: string) =>
  (await sql(app, "select attempts from email_code where email = ? and purpose = 'password_reset'", [email]))[0]?.attempts;

describe('a code survives 5 tries, however many arrive at once', () => {
  it(`compares at most 5 of ${PARALLEL_GUESSES} parallel guesses, and the right code after them is refused`, async () => {
    const { email, code } = await accountWithResetCode('parallel');
    const compare = jest.spyOn(CodeHasher.prototype, 'matches');
    try {
      const answers = await guessInParallel(email, Array.from({ length: PARALLEL_GUESSES }, () => wrongFor(code)));
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: PARALLEL_GUESSES }, () => 400));
      expect(compare).toHaveBeenCalledTimes(5);
    } finally {
      compare.mockRestore();
    }
    expect(await attemptsOf(email)).toBe(5);
    const [right] = await guessInParallel(email, [code]);
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ message: 'Invalid or expired reset code.', code: 'BAD_USER_INPUT' });
  });

  it('lets the right code through on the last try, once, even when sent many times at once', async () => {
    const { email, code } = await accountWithResetCode('last-try');
    const attacker = newNetworkAddress();
    for (let wrong = 0; wrong < 4; wrong++) expect((await guessInParallel(email, [wrongFor(code)], attacker))[0].status).toBe(400);
    const answers = await guessInParallel(email, Array.from({ length: 5 }, () => code), attacker);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 400)).toHaveLength(4);
  });

  it('a right code racing wrong ones either wins on a reserved try or is refused; never more than 5 are compared', async () => {
    const { email, code } = await accountWithResetCode('race');
    const compare = jest.spyOn(CodeHasher.prototype, 'matches');
    try {
      const guesses = Array.from({ length: PARALLEL_GUESSES }, (_, index) => (index === PARALLEL_GUESSES / 2 ? code : wrongFor(code)));
      const answers = await guessInParallel(email, guesses);
      expect(compare.mock.calls.length).toBeLessThanOrEqual(5);
      const rightWon = answers[PARALLEL_GUESSES / 2].status === 200;
      expect(answers.filter((res) => res.status === 200)).toHaveLength(rightWon ? 1 : 0);
    } finally {
      compare.mockRestore();
    }
  });
});
