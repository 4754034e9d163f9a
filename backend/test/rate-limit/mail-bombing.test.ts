import request from 'supertest';
import { recipientKey, TEAM_MAILS_PER_HOUR } from '../../src/mail/recipient-allowance.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { mailQueueDrained, startSmtpSink } from '../support/mail.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// An attacker's script: no cookie ever kept, and (behind a proxy we trust) a new client address for
// every request, all aimed at one victim's inbox. Limits must hold on what it cannot rotate.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: sink.url, ...BEHIND_TEST_PROXY, QUOTE_TEAM_EMAIL: 'quotes@warmwise.example' });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const deliveredTo = (address: string) => sink.delivered.filter((mail) => mail.to.includes(address)).length;

const quote = (userEmail: string, from: string) =>
  request(app.server)
    .post('/api/request-quote')
    .set('X-Forwarded-For', from)
    .send({ userEmail, productName: 'Loft Insulation', productDetails: { description: 'Buy cheap pills at spam.example' } });

const contact = (email: string, from: string) =>
  request(app.server)
    .post('/api/contact')
    .set('X-Forwarded-For', from)
    .send({ name: 'Spam', email, subject: 'Hello', message: 'Buy cheap pills at spam.example' });

describe('quote requests without cookies', () => {
  it('are limited per network address, exactly, even when sent in parallel: 10 an hour, then 429 with Retry-After', async () => {
    const from = newClientAddress();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => quote(`person${i}@example.com`, from)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(6);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count an IPv6 /64 as one client: a new address from it for every request does not escape the limit', async () => {
    const network = newClientAddress().replace(/::1$/, '');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => quote(`person${i}@example.com`, `${network}::${(i + 1).toString(16)}`)));
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(10).fill(201), 429, 429]);
  });

  it('send one victim at most 3 copies an hour however many addresses ask, while the team gets every request', async () => {
    const victim = 'victim-of-quotes@example.com';
    await mailQueueDrained(app);
    const teamBefore = deliveredTo('quotes@warmwise.example');
    const answers = await Promise.all(Array.from({ length: 20 }, () => quote(victim, newClientAddress())));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    await mailQueueDrained(app);
    expect(deliveredTo(victim)).toBe(3);
    expect(deliveredTo('quotes@warmwise.example') - teamBefore).toBe(20);
  });
});

describe('the team’s mailbox', () => {
  it('gets at most its hourly allowance from everyone together; past it each request is still stored and acknowledged', async () => {
    const team = 'quotes@warmwise.example';
    // The hour's allowance spent, as by a flood from many networks each within its own limit.
    const counter = `rate:${TEAM_MAILS_PER_HOUR.name}:${recipientKey(team)}`;
    for (let i = 0; i < TEAM_MAILS_PER_HOUR.limit; i += 1) await app.store.increment(counter, TEAM_MAILS_PER_HOUR.windowSeconds);
    await mailQueueDrained(app);
    const teamBefore = deliveredTo(team);
    const householder = 'past-the-team-cap@example.com';
    const answer = await quote(householder, newClientAddress());
    expect(answer.status).toBe(201);
    await mailQueueDrained(app);
    expect(deliveredTo(team)).toBe(teamBefore);
    expect(deliveredTo(householder)).toBe(1);
    const stored = await app.db.orm.em.fork().getConnection().execute('select count(*)::int as n from quote_request where user_email = ?', [householder]);
    expect(stored[0].n).toBe(1);
    await app.store.delete(counter);
  });
});

describe('contact messages without cookies', () => {
  it('are limited per network address', async () => {
    const from = newClientAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await contact(`writer${i}@example.com`, from)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('acknowledge to one address at most 3 times an hour whoever writes', async () => {
    const victim = 'victim-of-contact@example.com';
    const answers = await Promise.all(Array.from({ length: 12 }, () => contact(victim, newClientAddress())));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    await mailQueueDrained(app);
    expect(deliveredTo(victim)).toBe(3);
  });
});

describe('welcome e-mails without cookies', () => {
  it('reach one address once a day whoever asks, with the same answer every time', async () => {
    const victim = 'victim-of-welcome@example.com';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(app.server).post('/api/send-welcome-email').set('X-Forwarded-For', newClientAddress()).send({ email: victim }),
      ),
    );
    expect(new Set(answers.map((res) => `${res.status} ${JSON.stringify(res.body)}`)).size).toBe(1);
    await mailQueueDrained(app);
    expect(deliveredTo(victim)).toBe(1);
  });

  it('are limited per network address', async () => {
    const from = newClientAddress();
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await request(app.server).post('/api/send-welcome-email').set('X-Forwarded-For', from).send({ email: `w${i}@example.com` })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status < 300)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
