import type { JobWithMetadata } from 'pg-boss';
import { resendWaitKey } from '../accounts/index.js';
import { JOB_QUEUES } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Logger } from '../logging/logger.js';
import type { KeyValueStore } from '../store/key-value-store.js';
import type { Mailer } from './mailer.js';
import type { MailJob } from './mail-queue.js';

const isLastAttempt = (job: JobWithMetadata<MailJob>) => job.retryCount >= job.retryLimit;

/**
 * Sends each queued mail. A failure throws, so the queue tries again later; on the last attempt a
 * code's resend wait is lifted, so the person can ask for a new code at once instead of waiting on
 * a mail that will never come.
 */
export async function workMailQueue(jobs: JobQueue, mailer: Mailer, store: KeyValueStore, log: Logger): Promise<void> {
  const send = async (job: JobWithMetadata<MailJob>) => {
    const { message, kind } = job.data;
    try {
      return await mailer.send(message);
    } catch (error) {
      const final = isLastAttempt(job);
      // No subject in the log: a code mail's subject holds the code.
      const context = { err: error, jobId: job.id, kind, attempt: job.retryCount + 1 };
      if (final) log.error(context, 'mail failed for good: `npm run jobs -- failed` lists it');
      else log.warn(context, 'mail failed; it will be retried');
      if (final && kind === 'code') await store.delete(resendWaitKey(message.to));
      throw error;
    }
  };
  await jobs.work<MailJob>(JOB_QUEUES.codeMail, send);
  await jobs.work<MailJob>(JOB_QUEUES.mail, send);
}
