import { resendWaitKey } from '../../src/accounts/resend-wait.js';
import { GOOD_PASSWORD, post, uniqueEmail } from '../support/accounts.js';
import { runCli } from '../support/cli-process.js';
import { eventually, readableMail, startSmtpSink } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let smtpPort: number;
beforeAll(async () => {
  const probe = await startSmtpSink();
  smtpPort = probe.port;
  await probe.close();
  // Mail is down throughout, and each mail has one retry: it fails for good within a few seconds.
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_RETRY_LIMIT: '1', QUOTE_TEAM_EMAIL: 'team@warmwise.example' });
});
afterAll(() => app.close());

const failedMailTo = (address: string) =>
  eventually(
    () =>
      app.db.orm.em
        .fork()
        .getConnection()
        .execute<Array<{ id: string; name: string; retry_count: number; output: { message: string } }>>(
          "select id, name, retry_count, output from pgboss.job where name in ('mail', 'code-mail') and state = 'failed' and data->'message'->>'to' = ?",
          [address],
        ),
    (rows) => rows.length > 0,
    10_000,
  );

/** `npm run jobs -- …` in its own process, on this app's database. */
const jobsCli = (...args: string[]) => runCli('src/jobs/jobs.cli.ts', args, app.db.url);

describe('mail that cannot go', () => {
  it('is retried with back-off, then kept as failed: `jobs failed` lists it and `jobs retry` sends it once mail is back', async () => {
    const sender = uniqueEmail('writer');
    const res = await post(app.server, '/api/contact', { name: 'Ada', email: sender, subject: 'Boiler', message: 'Is mine too old?' }, await newVisitor(app.server));
    expect(res.status).toBe(201);
    const [failed] = await failedMailTo(sender);
    expect(failed.retry_count).toBe(1);
    expect(failed.output.message).toMatch(/ECONNREFUSED/);

    const listed = await jobsCli('failed');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${failed.id}  mail  mail to ${sender}  failed \\S+: .*ECONNREFUSED`, 'm'));

    const sink = await startSmtpSink(smtpPort);
    try {
      const retried = await jobsCli('retry', failed.id);
      expect(retried).toMatchObject({ code: 0, stdout: `Job ${failed.id} is queued again; a running server picks it up.\n` });
      const [mail] = await sink.waitFor(1);
      expect(mail.to).toEqual([sender]);
      expect(readableMail(mail.raw)).toContain('Is mine too old?');
    } finally {
      await sink.close();
    }
    expect((await jobsCli('failed')).stdout).not.toContain(failed.id);
  });

  it('tells the operator plainly when an id is not a failed job', async () => {
    const unknown = await jobsCli('retry', '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ code: 1, stderr: 'No failed job has the id 00000000-0000-4000-8000-000000000000: `npm run jobs -- failed` lists them.\n' });
    expect(await jobsCli('retry', 'latest')).toMatchObject({ code: 2, stderr: '"latest" is not a job id: copy one from `npm run jobs -- failed`.\n' });
    expect(await jobsCli('resend')).toMatchObject({ code: 2, stderr: 'Usage: npm run jobs -- failed | retry <job id>\n' });
  });

  it('lifts the wait for a new code once a code mail has failed for good, so the person can ask again at once', async () => {
    const email = uniqueEmail('code');
    expect((await post(app.server, '/api/send-verification', { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await post(app.server, '/api/resend-verification', { email })).status).toBe(429);
    const [failed] = await failedMailTo(email);
    expect(failed.name).toBe('code-mail');
    expect(await eventually(() => app.store.ttl(resendWaitKey(email)), (ttl) => ttl === null)).toBeNull();
    expect((await post(app.server, '/api/resend-verification', { email })).status).toBe(200);
  });
});
