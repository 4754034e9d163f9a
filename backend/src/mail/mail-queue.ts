import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUES, type JobQueueName } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailMessage } from './mailer.js';

/**
 * What a mail is for. A code is what a person is waiting at the screen for, so it has a queue of
 * its own that notices never hold up (and when it finally fails, its sender may ask for a new one
 * at once).
 */
export type MailKind = 'code' | 'notice';

const QUEUE: Record<MailKind, JobQueueName> = { code: JOB_QUEUES.codeMail, notice: JOB_QUEUES.mail };

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
      await this.jobs.send(QUEUE[kind], { message, kind } satisfies MailJob, options.em ?? null);
    }
  }
}
