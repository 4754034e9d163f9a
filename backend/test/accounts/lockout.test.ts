import request from 'supertest';
import { BEHIND_TEST_PROXY } from '../support/client-address.js';
import { newVisitor } from '../support/session-cookie.js';
import { eventually } from '../support/mail.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, codeIn, registerAccount, uniqueEmail, waitForMails } from '../support/accounts.js';
import { newNetworkAddress, postFrom } from './network-address.js';

// Strangers: scripts that never keep a cookie and ask from a new network address whenever a limit
// would stop them. The owner: a person who signed in from home before.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const login = (from: string, email: string, password: string) => postFrom(app.server, from, '/api/login', { email, password });
const askReset = (from: string, email: string) => postFrom(app.server, from, '/api/send-password-reset', { email });

/** A registered account whose owner has signed in from `home`; answers the address and the mails so far. */
async function ownerAt(home: string, label: string) {
  const email = uniqueEmail(label);
  await registerAccount(app, email, await newVisitor(app.server));
  expect((await login(home, email, GOOD_PASSWORD)).status).toBe(200);
  return { email, mailed: (await waitForMails(app, email, 2)).length };
}

/** Runs the asks in batches of 10 at once, as a script would; answers every status in order. */
async function inBatches(count: number, ask: (index: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) => ask(start + offset));
    statuses.push(...(await Promise.all(batch)).map((res) => res.status));
  }
  return statuses;
}

describe('the owner signing in again and again', () => {
  it('is never refused for earlier correct sign-ins: the 6th and 7th in 15 minutes from one network go through', async () => {
    const home = newNetworkAddress();
    const { email } = await ownerAt(home, 'often');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(home, email, GOOD_PASSWORD)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // Wrong passwords still count: five refused, then the limit.
    const wrong = [];
    for (let i = 0; i < 6; i++) wrong.push((await login(home, email, 'not the password at all')).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('strangers guessing passwords', () => {
  it('from 100 rotating addresses refuse other strangers, but not the owner from home', async () => {
    const home = newNetworkAddress();
    const { email } = await ownerAt(home, 'targeted');
    // 100 tries an hour from addresses new to the account; the owner's first sign-in was one of them.
    const guesses = await inBatches(100, () => login(newNetworkAddress(), email, 'not the password at all'));
    expect(guesses.filter((status) => status === 401)).toHaveLength(99);
    expect(guesses.filter((status) => status === 429)).toHaveLength(1);

    // Past the ceiling a new address is refused even with the right password…
    const stranger = await login(newNetworkAddress(), email, GOOD_PASSWORD);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // …while the owner signs in from home, without a cookie, as before.
    expect((await login(home, email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('from one address over many accounts are refused after 50 tries, while that address still reaches its own account', async () => {
    const shared = newNetworkAddress();
    const { email: own } = await ownerAt(shared, 'shared-address');
    // 50 tries in 15 minutes; signing in to its own account the first time was one of them.
    const sprayed = await inBatches(51, (index) => login(shared, uniqueEmail(`sprayed-${index}`), 'not the password at all'));
    expect(sprayed.filter((status) => status === 401)).toHaveLength(49);
    expect(sprayed.filter((status) => status === 429)).toHaveLength(2);
    expect((await login(shared, uniqueEmail('one-more'), GOOD_PASSWORD)).status).toBe(429);
    expect((await login(shared, own, GOOD_PASSWORD)).status).toBe(200);
  });

  it('from one address at one account: 5 tries, for everyone', async () => {
    const home = newNetworkAddress();
    const { email } = await ownerAt(home, 'five-tries');
    // The owner's correct sign-in at set-up does not count against them.
    const statuses = await inBatches(6, () => login(home, email, 'not the password at all'));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe('strangers asking for reset codes', () => {
  it('cannot stop the owner resetting from home, nor spoil the last code mailed', async () => {
    const home = newNetworkAddress();
    const { email, mailed } = await ownerAt(home, 'reset-flood');
    // 5 code mails an hour to one recipient; the verification code at registration was one of them.
    const flood = await inBatches(12, () => askReset(newNetworkAddress(), email));
    expect(flood.filter((status) => status === 200)).toHaveLength(4);
    expect(flood.filter((status) => status === 429)).toHaveLength(8);
    const mails = await waitForMails(app, email, mailed + 4);
    expect(mails).toHaveLength(mailed + 4);

    // The refused asks made no code: one of the codes mailed (whichever was made last) still works.
    // 4 tries at most, within the code's 5.
    const resetWith = (code: string) =>
      postFrom(app.server, newNetworkAddress(), '/api/reset-password', { email, code, newPassword: 'a brand new kettle on the hob' });
    const answers = [];
    for (const mail of mails.slice(mailed).reverse()) {
      answers.push((await resetWith(codeIn(mail))).status);
      if (answers.at(-1) === 200) break;
    }
    expect(answers).toContain(200);

    // The owner at home is not held to the recipient's allowance.
    expect((await askReset(home, email)).status).toBe(200);
    const afterReset = mailed + 4 + 1;
    expect(await waitForMails(app, email, afterReset + 1)).toHaveLength(afterReset + 1);
  });

  it('one address cannot spray codes over many inboxes: the 21st ask in an hour is refused', async () => {
    const from = newNetworkAddress();
    const statuses = [];
    for (let ask = 0; ask < 21; ask++) {
      const path = ask % 2 === 0 ? '/api/send-password-reset' : '/api/send-verification';
      statuses.push((await postFrom(app.server, from, path, { email: uniqueEmail(`spray-${ask}`), password: GOOD_PASSWORD })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('a recipient gets at most 5 verification mails an hour, however many addresses ask', async () => {
    const victim = uniqueEmail('verification-flood');
    const statuses = await inBatches(12, () => postFrom(app.server, newNetworkAddress(), '/api/send-verification', { email: victim, password: GOOD_PASSWORD }));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    // Each accepted ask queues its mail just after its answer, and a refused one does nothing after it:
    // once five are queued, every ask's work has run.
    const queued = async () =>
      Number(
        (await app.db.orm.em
          .fork()
          .getConnection()
          .execute<Array<{ count: string }>>("select count(*) from pgboss.job where name = 'code-mail' and data->'message'->>'to' = ?", [victim]))[0].count,
      );
    expect(await eventually(queued, (count) => count >= 5)).toBe(5);
    expect(await waitForMails(app, victim, 5)).toHaveLength(5);
  });
});

describe('IPv6 clients', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp(BEHIND_TEST_PROXY);
  });
  afterAll(() => proxied.close());

  it('count as one network per /64: rotating through it does not escape the 5 tries', async () => {
    const email = uniqueEmail('ipv6');
    const statuses = [];
    for (let ask = 1; ask <= 6; ask++) {
      const res = await request(proxied.server)
        .post('/api/login')
        .set('X-Forwarded-For', `2001:db8:7:7::${ask.toString(16)}`)
        .send({ email, password: 'not the password at all' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
