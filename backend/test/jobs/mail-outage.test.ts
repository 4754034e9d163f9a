import { randomUUID } from 'node:crypto';
import { User } from '../../src/accounts/user.entity.js';
import { GOOD_PASSWORD, post, uniqueEmail } from '../support/accounts.js';
import { eventually, readableMail, startSmtpSink } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
let smtpPort: number;
beforeAll(async () => {
  // A free port for the mail server, closed again: the app starts while mail is down.
  const probe = await startSmtpSink();
  smtpPort = probe.port;
  await probe.close();
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, QUOTE_TEAM_EMAIL: 'team@warmwise.example' });
});
afterAll(async () => {
  await app.close();
  await sink?.close();
});

const mailJobs = async () =>
  (await app.db.orm.em.fork().getConnection().execute<Array<{ state: string; count: string }>>(
    "select state, count(*) from pgboss.job where name in ('mail', 'code-mail') group by state",
  )).reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.state]: Number(row.count) }), {});

const triedMailJobs = async () =>
  Number(
    (await app.db.orm.em.fork().getConnection().execute<Array<{ count: string }>>(
      "select count(*) from pgboss.job where name in ('mail', 'code-mail') and retry_count >= 1",
    ))[0].count,
  );

describe('mail while the mail server is down', () => {
  it('answers every request, keeps each mail queued, and delivers them all once the server is back', async () => {
    const visitor = await newVisitor(app.server);
    const householder = uniqueEmail('outage');
    // An account to ask a reset code for (its password is never used).
    const em = app.db.orm.em.fork();
    const account = em.create(User, { email: uniqueEmail('account'), passwordHash: 'unused', visitorId: randomUUID() });
    await em.persist(account).flush();

    const quote = await post(app.server, '/api/request-quote', { userEmail: householder, productName: 'Loft Insulation' }, visitor);
    expect(quote.status).toBe(201);
    const contact = await post(app.server, '/api/contact', { name: 'Ada', email: householder, subject: 'Survey', message: 'When can you come?' }, visitor);
    expect(contact.status).toBe(201);
    expect((await post(app.server, '/api/send-welcome-email', { email: householder })).status).toBe(202);
    const registrant = uniqueEmail('registrant');
    expect((await post(app.server, '/api/send-verification', { email: registrant, username: registrant, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await post(app.server, '/api/send-password-reset', { email: account.email })).status).toBe(200);

    // Seven mails (quote: team and copy; contact: team and acknowledgement; welcome; code; reset code):
    // each tried against the dead server at least once, and none gone.
    expect(await eventually(triedMailJobs, (tried) => tried === 7, 15_000)).toBe(7);
    const waiting = await mailJobs();
    expect((waiting.created ?? 0) + (waiting.retry ?? 0) + (waiting.active ?? 0)).toBe(7);
    expect(waiting.failed ?? 0).toBe(0);

    sink = await startSmtpSink(smtpPort);
    const delivered = await sink.waitFor(7);
    expect(delivered).toHaveLength(7);
    const subjects = delivered.map((mail) => readableMail(mail.raw).match(/^Subject: (.*)$/m)![1]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Quote request: Loft Insulation',
        'Your Warmwise quote request: Loft Insulation',
        'Contact form: Survey',
        "We've received your message: Survey",
        'Welcome to Warmwise',
        expect.stringMatching(/^Your Warmwise verification code: \d{6}$/),
        expect.stringMatching(/^Your Warmwise password reset code: /),
      ]),
    );
    const teamQuote = delivered.map((mail) => readableMail(mail.raw)).find((mail) => mail.includes('Subject: Quote request'));
    expect(teamQuote).toContain(quote.body.id);
    // A code lives 10 minutes: its mail is retried about that long, and its job (the code in clear)
    // is deleted an hour after it ends; other mail keeps the configured retries and 7 days.
    expect(await app.work.jobs.boss.getQueue('code-mail')).toMatchObject({ retryLimit: 4, deleteAfterSeconds: 3_600 });
    expect(await app.work.jobs.boss.getQueue('mail')).toMatchObject({ retryLimit: 10, deleteAfterSeconds: 604_800 });
    // Each delivered mail's job is marked done a moment after the server accepts it.
    expect(await eventually(mailJobs, (counts) => counts.completed === 7)).toEqual({ completed: 7 });
  });
});
