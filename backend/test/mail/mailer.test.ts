import { rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { outgoing } from '../../src/mail/mailer.js';
import { OutboxMailer } from '../../src/mail/outbox-mailer.js';
import { SmtpMailer } from '../../src/mail/smtp-mailer.js';
import { startSmtpSink } from '../support/mail.js';
import { startTestApp } from '../support/test-app.js';

const message = {
  to: 'householder@example.com',
  subject: 'Your Warmwise code',
  text: 'Your code is 123456.',
  html: '<p>Your code is <strong>123456</strong>.</p>',
};

describe('SmtpMailer', () => {
  it('delivers text and HTML through a real SMTP server', async () => {
    const sink = await startSmtpSink();
    const mailer = new SmtpMailer(sink.url, 'Warmwise <no-reply@warmwise.example>');
    try {
      const { messageId } = await mailer.send(message);
      expect(messageId).toMatch(/@/);
      expect(sink.delivered).toHaveLength(1);
      const [mail] = sink.delivered;
      expect(mail.from).toBe('no-reply@warmwise.example');
      expect(mail.to).toEqual(['householder@example.com']);
      expect(mail.raw).toContain('Subject: Your Warmwise code');
      expect(mail.raw).toContain('Your code is 123456.');
      expect(mail.raw).toContain('text/html');
    } finally {
      await mailer.close();
      await sink.close();
    }
  });
});

const attachment = { filename: 'plan.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7 a plan').toString('base64') };

describe('attachments', () => {
  it('reach the SMTP server as attached parts, decoded to the bytes given', async () => {
    const sink = await startSmtpSink();
    const mailer = new SmtpMailer(sink.url, 'Warmwise <no-reply@warmwise.example>');
    try {
      await mailer.send({ ...message, attachments: [attachment] });
      const raw = sink.delivered[0].raw;
      expect(raw).toMatch(/Content-Type: application\/pdf; name=plan\.pdf/);
      expect(raw).toContain('Content-Disposition: attachment; filename=plan.pdf');
      expect(raw).toContain(attachment.contentBase64);
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it('are named in the outbox listing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-outbox-test-'));
    try {
      const outbox = new OutboxMailer(dir, 'Warmwise <no-reply@warmwise.example>');
      await outbox.send({ ...message, attachments: [attachment] });
      await outbox.send(message);
      expect((await outbox.list()).map((entry) => entry.attachments)).toEqual([[], ['plan.pdf']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('subjects', () => {
  it('reach the SMTP server as one header line with control characters and line separators turned to spaces', async () => {
    const sink = await startSmtpSink();
    const mailer = new SmtpMailer(sink.url, 'Warmwise <no-reply@warmwise.example>');
    try {
      await mailer.send({ ...message, subject: 'Quote request: Loft\r\nBcc: victim@example.com\u0007\u2028X-Evil: 1' });
      const headers = sink.delivered[0].raw.split('\r\n\r\n')[0];
      expect(headers).toContain('Subject: Quote request: Loft Bcc: victim@example.com X-Evil: 1');
      expect(headers).not.toMatch(/^Bcc:|^X-Evil:/m);
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it('are cut to 200 characters', () => {
    expect(outgoing({ ...message, subject: `Contact form: ${'x'.repeat(500)}` }, 'no-reply@warmwise.example').subject).toHaveLength(200);
  });
});

describe('OutboxMailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-outbox-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file and lists it newest first', async () => {
    const outbox = new OutboxMailer(dir, 'Warmwise <no-reply@warmwise.example>');
    await outbox.send(message);
    await outbox.send({ ...message, subject: 'Second message' });
    const listed = await outbox.list();
    expect(listed.map((m) => m.subject)).toEqual(['Second message', 'Your Warmwise code']);
    expect(listed[0]).toMatchObject({ to: 'householder@example.com', file: expect.stringMatching(/\.eml$/) });
    expect(await outbox.read(listed[1].file)).toContain('Your code is 123456.');
  });

  it('refuses to read anything but a message file in its folder', async () => {
    const outbox = new OutboxMailer(dir, 'x@example.com');
    expect(await outbox.read('../../etc/passwd')).toBeNull();
    expect(await outbox.read('missing.eml')).toBeNull();
  });
});

describe('development outbox page', () => {
  it('lists delivered mail in development and shows a message', async () => {
    const app = await startTestApp({ NODE_ENV: 'development' });
    try {
      await app.mailer.send(message);
      const page = await request(app.server).get('/dev/outbox');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Mail outbox');
      expect(page.text).toContain('Your Warmwise code');
      const link = page.text.match(/href="outbox\/([^"]+)"/)![1];
      const raw = await request(app.server).get(`/dev/outbox/${link}`);
      expect(raw.text).toContain('Your code is 123456.');
      expect((await request(app.server).get('/dev/outbox/..%2F..%2Fpackage.json')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
