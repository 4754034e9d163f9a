import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Mailer, type MailMessage, outgoing } from './mailer.js';

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  date: string;
  /** The names of the files the message carries. */
  attachments: string[];
}

const EML_FILE = /^[\w.-]+\.eml$/;

/**
 * Writes each message as an .eml file (the full MIME message, openable in any mail client)
 * into a git-ignored folder, for a developer's machine with no SMTP server. Never used in
 * production: the config requires SMTP_URL there.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly transport: Transporter;

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail(outgoing(message, this.from));
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const id = String(info.messageId).replace(/[^\w.-]/g, '');
    await writeFile(path.join(this.dir, `${stamp}_${id}.eml`), info.message as Buffer);
    return { messageId: info.messageId };
  }

  /** Newest first, with the headers a developer scans for. */
  async list(): Promise<OutboxEntry[]> {
    const files = await readdir(this.dir).catch(() => [] as string[]);
    const entries = await Promise.all(
      files.filter((file) => EML_FILE.test(file)).map(async (file) => this.summarise(file)),
    );
    return entries.sort((a, b) => b.file.localeCompare(a.file));
  }

  /** The raw message, or null for a name that is not a message in the outbox. */
  async read(file: string): Promise<string | null> {
    if (!EML_FILE.test(file)) return null;
    return readFile(path.join(this.dir, file), 'utf8').catch(() => null);
  }

  async close(): Promise<void> {
    this.transport.close();
  }

  private async summarise(file: string): Promise<OutboxEntry> {
    const raw = (await this.read(file)) ?? '';
    const headers = raw.split(/\r?\n\r?\n/, 1)[0];
    const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
    return { file, to: header('To'), subject: header('Subject'), date: header('Date'), attachments: attachmentNames(raw) };
  }
}

/** The file names of a raw message's attached parts (nodemailer writes each as one plain header). */
function attachmentNames(raw: string): string[] {
  return [...raw.matchAll(/^Content-Disposition: attachment;\s*filename="?([^"\r\n]+)"?/gim)].map((match) => match[1]);
}
