import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../src/config/env.js';
import { openDatabase, type Database } from '../../src/database/database.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { createLogger } from '../../src/logging/logger.js';
import { MailQueue } from '../../src/mail/mail-queue.js';
import { workMailQueue } from '../../src/mail/mail.worker.js';
import { SmtpMailer } from '../../src/mail/smtp-mailer.js';
import { createStore } from '../../src/store/create-store.js';
import { eventually } from '../support/mail.js';
import { createMigratedTestDatabase } from '../support/test-database.js';

/** An SMTP server that takes `delayMs` to accept each message, so a send is still running when the worker stops. */
async function startSlowSmtp(delayMs: number) {
  const delivered: string[] = [];
  let receiving = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      receiving += 1;
      stream.resume();
      stream.on('end', () => setTimeout(() => {
        delivered.push(session.envelope.rcptTo.map((r) => r.address).join());
        callback();
      }, delayMs));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, delivered, receiving: () => receiving, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createMigratedTestDatabase();
  db = await openDatabase({ kind: 'external', url: database.url, poolMax: 2 }, createLogger('silent'));
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

/** A server's mail worker, as `startBackgroundWork` runs it, against `smtpUrl`. */
async function startMailWorker(smtpUrl: string) {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, SMTP_URL: smtpUrl, JOB_POLLING_INTERVAL_SECONDS: '0.5', JOB_RETRY_DELAY_SECONDS: '1' });
  const logger = createLogger('silent');
  const jobs = await JobQueue.open(database.url, config.jobs, logger, { runner: true });
  const mailer = new SmtpMailer(smtpUrl, config.mail.from);
  await workMailQueue(jobs, mailer, await createStore(config.store, logger), logger);
  return { jobs, mail: new MailQueue(jobs), close: () => mailer.close() };
}

const stateOf = async (to: string) =>
  (await db.orm.em.fork().getConnection().execute<Array<{ state: string }>>("select state from pgboss.job where data->'message'->>'to' = ?", [to]))[0]?.state;

describe('stopping a server while it sends mail', () => {
  it('lets a send in progress finish before the worker stops', async () => {
    const smtp = await startSlowSmtp(1_500);
    const worker = await startMailWorker(smtp.url);
    try {
      await worker.mail.enqueue([{ to: 'finishes@example.com', subject: 'Hello', text: 'Hello' }]);
      await eventually(smtp.receiving, (count) => count === 1);
      await worker.jobs.stop(10_000);
      expect(smtp.delivered).toEqual(['finishes@example.com']);
      expect(await stateOf('finishes@example.com')).toBe('completed');
    } finally {
      await worker.close();
      await smtp.close();
    }
  });

  it('puts a send still running at the shutdown timeout back in the queue, for the next server to send', async () => {
    const slow = await startSlowSmtp(4_000);
    const first = await startMailWorker(slow.url);
    await first.mail.enqueue([{ to: 'comes-back@example.com', subject: 'Hello', text: 'Hello' }]);
    await eventually(slow.receiving, (count) => count === 1);
    await first.jobs.stop(1_000);
    await first.close();
    expect(await stateOf('comes-back@example.com')).toBe('retry');
    await slow.close();

    const quick = await startSlowSmtp(0);
    const next = await startMailWorker(quick.url);
    try {
      expect(await eventually(() => [...quick.delivered], (mails) => mails.length === 1)).toEqual(['comes-back@example.com']);
      expect(await eventually(() => stateOf('comes-back@example.com'), (state) => state === 'completed')).toBe('completed');
    } finally {
      await next.jobs.stop();
      await next.close();
      await quick.close();
    }
  });
});
