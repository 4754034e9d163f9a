import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxRow {
  to: string;
  subject: string;
}

const ROW = /<tr><td>.*?<\/td><td>(.*?)<\/td><td><a href="[^"]*">(.*?)<\/a><\/td><\/tr>/g;

const unescapeHtml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/**
 * The development server's mail outbox (GET /dev/outbox lists mails newest first). Account mails
 * put their code in the subject, so the list alone is enough to read one.
 */
export class MailOutbox {
  constructor(private readonly request: APIRequestContext) {}

  private async rows(): Promise<OutboxRow[]> {
    const response = await this.request.get('/dev/outbox');
    expect(response.ok()).toBe(true);
    const html = await response.text();
    return Array.from(html.matchAll(ROW), ([, to, subject]) => ({ to: unescapeHtml(to), subject: unescapeHtml(subject) }));
  }

  /** Waits for the newest mail to `to` whose subject ends in a code after `label`, and returns the code. */
  async latestCode(to: string, label: string): Promise<string> {
    const pattern = new RegExp(`${label}: (\\w{6})$`);
    let code = '';
    await expect
      .poll(async () => {
        const mail = (await this.rows()).find((row) => row.to.includes(to) && pattern.test(row.subject));
        code = mail?.subject.match(pattern)?.[1] ?? '';
        return code;
      }, { message: `a mail to ${to} with a ${label}` })
      .not.toBe('');
    return code;
  }
}
