import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { OutboxMailer } from '../../src/mail/outbox-mailer.js';
import type { TestApp } from './test-app.js';

interface DeliveredMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * Reads until `done` holds of the reading or `timeoutMs` passes (mail goes out from the job queue
 * moments after the answer), and answers the last reading either way for the test to judge.
 */
export async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/** A real SMTP server on a free port that keeps what it receives. */
export async function startSmtpSink(port = 0) {
  const delivered: DeliveredMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    delivered,
    /** The mail delivered so far once there are at least `count` (or after a few seconds). */
    waitFor: (count: number) => eventually(() => [...delivered], (mails) => mails.length >= count),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * A raw message as a person reads it: quoted-printable soft line breaks joined and escapes
 * decoded, so a test can look for whole sentences.
 */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every message in a test app's outbox sent to one address so far, oldest first, readable. */
export async function outboxMailTo(app: TestApp, address: string): Promise<Array<{ subject: string; text: string }>> {
  const outbox = app.mailer as OutboxMailer;
  const entries = (await outbox.list()).filter((entry) => entry.to === address).reverse();
  return Promise.all(entries.map(async (entry) => ({ subject: entry.subject, text: readableMail((await outbox.read(entry.file)) ?? '') })));
}

/** Waits until no mail is waiting or being sent (within a few seconds), so a count of what went is final. */
export async function mailQueueDrained(app: TestApp): Promise<void> {
  const pending = async () =>
    Number(
      (await app.db.orm.em.fork().getConnection().execute<Array<{ count: string }>>(
        "select count(*) from pgboss.job where name in ('mail', 'code-mail') and state in ('created', 'retry', 'active')",
      ))[0].count,
    );
  expect(await eventually(pending, (count) => count === 0)).toBe(0);
}

/** The outbox's messages to one address once there are at least `count` (or after a few seconds). */
export const waitForOutboxMail = (app: TestApp, address: string, count: number) =>
  eventually(() => outboxMailTo(app, address), (mails) => mails.length >= count);
