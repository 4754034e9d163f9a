import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUES } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailMessage } from './mailer.js';

/**
 * What a mail is for. A code is what a person is waiting at the screen for, so it goes before
 * notices (and when it finally fails, its sender may ask for a new one at once).
 */
export type MailKind = 'code' | 'notice';

const PRIORITY: Record<MailKind, number> = { code: 10, notice: 0 };

export interface MailJob {
  message: MailMessage;
  kind: MailKind;
}

/** Mail goes out through the job queue, never inline: an SMTP outage delays it and loses nothing. */
export class MailQueue {
  constructor(private readonly jobs: JobQueue) {}

  /**
   * Queues the messages; with `em`, inside its open transaction, so they exist exactly when the
   * rows they are about do.
   */
  async enqueue(messages: MailMessage[], options: { kind?: MailKind; em?: EntityManager } = {}): Promise<void> {
    const kind = options.kind ?? 'notice';
    for (const message of messages) {
      await this.jobs.send(JOB_QUEUES.mail, { message, kind } satisfies MailJob, options.em ?? null, { priority: PRIORITY[kind] });
    }
  }
}
