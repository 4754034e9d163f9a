import { randomBytes } from 'node:crypto';
import { DEVICE_COOKIE } from '../../src/accounts/session-control.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, codeIn, registerAccount, resetLinkIn, uniqueEmail, waitForMails } from '../support/accounts.js';
import { newNetworkAddress, postFrom, type Answer } from './network-address.js';

// The owner and a password guesser behind one network (a shared house, a café, a carrier's NAT):
// the guesser has the network, never the owner's browser.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const WRONG = 'not the password at all';
const login = (from: string, email: string, password: string, cookie?: string) => postFrom(app.server, from, '/api/login', { email, password }, cookie);

/** The device cookie an answer set, as `name=value`. */
function deviceCookieOf(answer: Answer): string | undefined {
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))?.split(';')[0];
}

/** An account whose owner signed in once from `home` in their browser; answers the browser's device cookie. */
async function ownerSignedInAt(home: string, label: string) {
  const email = uniqueEmail(label);
  await registerAccount(app, email, await newVisitor(app.server));
  const first = await login(home, email, GOOD_PASSWORD);
  expect(first.status).toBe(200);
  const device = deviceCookieOf(first);
  expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE.replace('.', '\\.')}=[A-Za-z0-9_-]{43}$`));
  return { email, device: device! };
}

async function inBatches(count: number, ask: (index: number) => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 10) {
    statuses.push(...(await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, offset) => ask(start + offset)))).map((res) => res.status));
  }
  return statuses;
}

describe('an owner behind the same network as a password guesser', () => {
  it('still signs in from their own browser after the guesser spent the account’s tries from that network', async () => {
    const shared = newNetworkAddress();
    const { email, device } = await ownerSignedInAt(shared, 'same-network');
    const guesses = await inBatches(6, () => login(shared, email, WRONG));
    expect(guesses.filter((status) => status === 429)).toHaveLength(1);
    // The guesser is held; the owner's browser is not.
    expect((await login(shared, email, GOOD_PASSWORD)).status).toBe(429);
    expect((await login(shared, email, GOOD_PASSWORD, device)).status).toBe(200);
  });

  it('still signs in from their own browser on a network the guesser sprayed over many accounts', async () => {
    const { email, device } = await ownerSignedInAt(newNetworkAddress(), 'sprayed-network');
    const café = newNetworkAddress();
    const sprayed = await inBatches(51, (index) => login(café, uniqueEmail(`spray-${index}`), WRONG));
    expect(sprayed).toContain(429);
    expect((await login(café, email, GOOD_PASSWORD, device)).status).toBe(200);
  });

  it('still signs in from their own browser on a new network after a run through 100 addresses', async () => {
    const { email, device } = await ownerSignedInAt(newNetworkAddress(), 'rotated');
    const guesses = await inBatches(100, () => login(newNetworkAddress(), email, WRONG));
    expect(guesses).toContain(429);
    expect((await login(newNetworkAddress(), email, GOOD_PASSWORD)).status).toBe(429);
    expect((await login(newNetworkAddress(), email, GOOD_PASSWORD, device)).status).toBe(200);
  });

  it('on a browser never used before, resets with the mailed code and then signs in there', async () => {
    const shared = newNetworkAddress();
    const { email } = await ownerSignedInAt(shared, 'new-browser');
    const before = (await waitForMails(app, email, 2)).length;
    await inBatches(6, () => login(shared, email, WRONG));
    expect((await login(shared, email, GOOD_PASSWORD)).status).toBe(429);

    expect((await postFrom(app.server, shared, '/api/send-password-reset', { email })).status).toBe(200);
    const code = codeIn((await waitForMails(app, email, before + 1)).at(-1));
    const newPassword = 'a brand new kettle on the hob';
    const reset = await postFrom(app.server, shared, '/api/reset-password', { email, code, newPassword });
    expect(reset.status).toBe(200);
    const device = deviceCookieOf(reset);
    expect(device).toBeDefined();
    expect((await login(shared, email, newPassword, device)).status).toBe(200);
  });
});

describe('reset asks spent by someone sharing the owner’s network', () => {
  const askReset = (from: string, email: string, cookie?: string) => postFrom(app.server, from, '/api/send-password-reset', { email }, cookie);
  const NEW_PASSWORD = 'a brand new kettle on the hob';

  /** The guesser asks for resets until refused, then spends the live code's tries on wrong guesses. */
  async function guesserSpendsResets(shared: string, email: string) {
    const asks = await inBatches(6, () => askReset(shared, email));
    expect(asks.filter((status) => status === 429)).toHaveLength(1);
    const guesses = [];
    for (let i = 0; i < 5; i++) guesses.push((await postFrom(app.server, shared, '/api/reset-password', { email, code: 'ZZZZZ9', newPassword: NEW_PASSWORD })).status);
    expect(guesses).toEqual([400, 400, 400, 400, 400]);
  }

  it('cannot stop the owner on a browser never used before: the newest reset mail’s link still works', async () => {
    const shared = newNetworkAddress();
    const { email } = await ownerSignedInAt(shared, 'link-after-spent');
    await guesserSpendsResets(shared, email);
    const resetMail = (await waitForMails(app, email, 3)).at(-1);

    // The owner's own ask is refused, and told where to look instead.
    const refused = await askReset(shared, email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many reset codes have been asked for this account from your network\. Use the link in the newest reset e-mail \(it works for an hour\), or try again in \d+ minutes\.$/);

    // The code is dead after the guesser's tries; the link is not, and works from the shared network.
    const token = resetLinkIn(resetMail);
    const reset = await postFrom(app.server, shared, '/api/reset-password/link', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: 'Password Reset Successful' });
    const device = deviceCookieOf(reset);
    expect((await login(shared, email, NEW_PASSWORD, device)).status).toBe(200);

    // Once.
    const again = await postFrom(app.server, shared, '/api/reset-password/link', { token, newPassword: 'another new kettle on the hob' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link has expired or has been used. Ask for a new reset code below.');
  });

  it('leaves the asks of a browser the account proved itself in alone', async () => {
    const shared = newNetworkAddress();
    const { email, device } = await ownerSignedInAt(shared, 'reset-own-browser');
    await guesserSpendsResets(shared, email);
    expect((await askReset(shared, email)).status).toBe(429);
    expect((await askReset(shared, email, device)).status).toBe(200);
  });
});

describe('the browser exemption gives a guesser nothing', () => {
  it('a made-up or another account’s device cookie counts as no cookie', async () => {
    const home = newNetworkAddress();
    const { email } = await ownerSignedInAt(home, 'forged');
    const { device: othersDevice } = await ownerSignedInAt(newNetworkAddress(), 'other-account');
    const forged = `${DEVICE_COOKIE}=${randomBytes(32).toString('base64url')}`;
    const guesser = newNetworkAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(guesser, email, WRONG, i % 2 ? forged : othersDevice)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('the owner’s own browser still gets 5 wrong tries in 15 minutes, wherever it is', async () => {
    const { email, device } = await ownerSignedInAt(newNetworkAddress(), 'stolen-cookie');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(newNetworkAddress(), email, WRONG, device)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
