import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUES } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Logger } from '../logging/logger.js';
import { deleteExpiredCodes, runRetention } from './retention.job.js';

/** When the periodic work runs (cron, UTC). Tests pass faster ones. */
export interface RetentionTimes {
  retention: string;
  expiredCodes: string;
}

// Ours: the policy's periods are months, so a nightly run is prompt; dead codes go hourly.
export const RETENTION_TIMES: RetentionTimes = { retention: '15 3 * * *', expiredCodes: '0 * * * *' };

/**
 * The retention policy and the sweep of expired codes as scheduled jobs. pg-boss files each
 * occurrence under one key, so however many instances run, each occurrence runs once (and not at
 * every start-up). A run that fails is retried like any job.
 */
export async function scheduleRetention(jobs: JobQueue, em: EntityManager, log: Logger, times = RETENTION_TIMES): Promise<void> {
  // A night missed while no server ran is made up once when one starts.
  await jobs.boss.schedule(JOB_QUEUES.retention, times.retention, null, { tz: 'UTC', missed: 'once' });
  await jobs.boss.schedule(JOB_QUEUES.expiredCodes, times.expiredCodes, null, { tz: 'UTC' });
  await jobs.work(JOB_QUEUES.retention, async () => {
    const report = await runRetention(em.fork());
    log.info({ retention: report }, 'retention policy applied');
    return report;
  });
  await jobs.work(JOB_QUEUES.expiredCodes, async () => ({ expiredEmailCodesDeleted: await deleteExpiredCodes(em.fork()) }));
}
