import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { OutboxMailer } from '../../src/mail/outbox-mailer.js';
import type { TestApp } from './test-app.js';

export interface DeliveredMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
export async function startSmtpSink() {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, delivered, close: () => new Promise<void>((r) => server.close(() => r())) };
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

/** Every message in a test app's outbox sent to one address, oldest first, readable. */
export async function outboxMailTo(app: TestApp, address: string): Promise<Array<{ subject: string; text: string }>> {
  const outbox = app.mailer as OutboxMailer;
  const entries = (await outbox.list()).filter((entry) => entry.to === address).reverse();
  return Promise.all(entries.map(async (entry) => ({ subject: entry.subject, text: readableMail((await outbox.read(entry.file)) ?? '') })));
}
