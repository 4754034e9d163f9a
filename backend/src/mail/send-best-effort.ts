import type { Logger } from '../logging/logger.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Sends mail about something already stored (a quote request, a contact message): a mail outage
 * must not fail the request, because the team also works from the table and nothing is lost.
 * The failure is logged with `context` so the record can be followed up. True when all went.
 */
export async function sendBestEffort(
  mailer: Mailer,
  log: Logger,
  messages: MailMessage[],
  context: Record<string, unknown> & { what: string },
): Promise<boolean> {
  try {
    for (const message of messages) await mailer.send(message);
    return true;
  } catch (error) {
    log.error({ err: error, ...context }, `${context.what} mail failed`);
    return false;
  }
}
