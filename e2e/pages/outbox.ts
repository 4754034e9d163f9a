import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  /** The whole message with quoted-printable undone, as a person reads it. */
  text: string;
}

/**
 * How often the sink's folder is read while a mail is awaited. Mail lands within a second of being
 * sent; polling's default back-off (up to a second between looks) would wait most of one more.
 */
const MAIL_POLL_MS = 100;

/** Quoted-printable soft line breaks joined and escapes decoded, so whole sentences and links can be found. */
function readable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string): Mail {
  const text = readable(raw);
  const headers = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  return { to: header('To'), subject: header('Subject'), text };
}

/**
 * The mail the e2e server's SMTP sink received (scripts/e2e-server.mjs writes each message to
 * `$E2E_DATA_DIR/mail`, names sorting in the order they arrived). Account mails put their code in
 * the subject; welcome and plan mails carry links in their text.
 */
export class MailOutbox {
  private readonly dir = path.join(process.env.E2E_DATA_DIR!, 'mail');

  /** Every message so far, newest first. */
  private async mails(): Promise<Mail[]> {
    const files = (await readdir(this.dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
    return Promise.all(files.map(async (file) => parse(await readFile(path.join(this.dir, file), 'utf8'))));
  }

  /** Waits for the newest mail to `to` in which `pattern` matches, and returns its first group (or the whole match). */
  private async latestMatch(to: string, pattern: RegExp, where: (mail: Mail) => string, what: string): Promise<string> {
    let found = '';
    await expect
      .poll(async () => {
        const match = (await this.mails()).filter((mail) => mail.to.includes(to)).map((mail) => pattern.exec(where(mail))).find(Boolean);
        found = match?.[1] ?? match?.[0] ?? '';
        return found;
      }, { message: `a mail to ${to} with ${what}`, intervals: [MAIL_POLL_MS] })
      .not.toBe('');
    return found;
  }

  /** Waits for the newest mail to `to` whose subject ends in a code after `label`, and returns the code. */
  latestCode(to: string, label: string): Promise<string> {
    return this.latestMatch(to, new RegExp(`${label}: (\\w{6})$`), (mail) => mail.subject, `a ${label}`);
  }

  /** Waits for the newest mail to `to` with a PDF attached, and returns the attachment's file name. */
  latestPdfAttachment(to: string): Promise<string> {
    return this.latestMatch(to, /filename="?([^";\r\n]+\.pdf)/i, (mail) => mail.text, 'a PDF attached');
  }

  /** Waits for the newest mail to `to` with a password reset link, and returns the link (its token after '#'). */
  latestResetLink(to: string): Promise<string> {
    return this.latestMatch(to, /https?:\/\/\S+\/auth\?tab=reset-password#link=[\w-]{43}/, (mail) => mail.text, 'a reset link');
  }

  /** Waits for the newest mail to `to` with a private link back to a plan, and returns the link. */
  latestResumeLink(to: string): Promise<string> {
    return this.latestMatch(to, /https?:\/\/\S+\/resume\/[A-Za-z0-9_-]{32}/, (mail) => mail.text, 'a link back to the plan');
  }
}
