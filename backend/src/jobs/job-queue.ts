import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { AppConfig } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { inTransactionOf } from './in-transaction.js';
import { JOB_QUEUES, type JobQueueName } from './job-names.js';

/** pg-boss keeps its tables here, apart from the app's own (which migrations own). */
export const JOBS_SCHEMA = 'pgboss';
// Ours: how long one run may take. A job still running then (its server was killed, or stopped past
// its shutdown timeout) goes back to the queue and runs again: so a mail is late, never lost.
const RUNS_FOR_AT_MOST_SECONDS: Record<JobQueueName, number> = {
  [JOB_QUEUES.mail]: 120,
  [JOB_QUEUES.codeMail]: 120,
  [JOB_QUEUES.interactionWebhook]: 60,
  [JOB_QUEUES.retention]: 60 * 60,
  [JOB_QUEUES.expiredCodes]: 10 * 60,
};
// Ours. A code works for 10 minutes: its mail is retried about that long (30 s doubling, 4 times),
// and the job, which holds the code in clear, is deleted an hour after it ends, where other jobs are
// kept 7 days for `npm run jobs`.
const CODE_MAIL = { retryLimit: 4, deleteAfterSeconds: 60 * 60 };
// Ours: jobs one worker takes at a time (mails sent side by side); enough to drain a burst quickly.
const BATCH_SIZE = 5;

/** A job out of retries, as `npm run jobs -- failed` shows it. */
export interface FailedJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  /** What the last attempt threw. */
  output: unknown;
  failedOn: Date;
}

/**
 * The durable queue of background work, in the app's own PostgreSQL (pg-boss): a job survives a
 * restart, a failed attempt is retried with exponential back-off, and a job out of retries stays
 * in a failed state for `npm run jobs` to show and retry.
 */
export class JobQueue {
  private constructor(
    readonly boss: PgBoss,
    private readonly settings: AppConfig['jobs'],
  ) {}

  /**
   * Installs or upgrades pg-boss's schema (it keeps its own version there). `runner` (a server)
   * also creates or updates the queues and starts the upkeep: cron passes, expiring stuck jobs,
   * LISTEN for new ones. A command-line tool leaves it off.
   */
  static async open(url: string, settings: AppConfig['jobs'], logger: Logger, options: { runner: boolean; cronCheckSeconds?: number }): Promise<JobQueue> {
    const boss = new PgBoss({
      connectionString: url,
      schema: JOBS_SCHEMA,
      max: 4,
      application_name: 'warmwise-jobs',
      schedule: options.runner,
      supervise: options.runner,
      useListenNotify: options.runner,
      ...(options.cronCheckSeconds ? { cronMonitorIntervalSeconds: options.cronCheckSeconds, cronWorkerIntervalSeconds: options.cronCheckSeconds } : {}),
    });
    boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    const queue = new JobQueue(boss, settings);
    // Queue settings live in the database, shared by every server: only servers write them, so a
    // command-line tool run with other variables cannot change how the servers retry.
    if (options.runner) for (const name of Object.values(JOB_QUEUES)) await queue.ensureQueue(name);
    return queue;
  }

  /**
   * Adds a job inside `em`'s open transaction, so it exists exactly when the rows it is about do.
   * Pass no `em` for work about nothing stored (a welcome mail).
   */
  async send(name: JobQueueName, data: object, em: EntityManager | null): Promise<string> {
    const id = await this.boss.send(name, data, em ? { db: inTransactionOf(em) } : {});
    if (!id) throw new Error(`The job queue refused a ${name} job`);
    return id;
  }

  /**
   * Runs `handle` for each job of the queue, oldest first, a batch at a time and the jobs
   * of a batch side by side. A handler that throws fails only its own job: that job is retried after
   * the back-off, or marked failed, with the error kept as its output.
   */
  async work<T extends object>(name: JobQueueName, handle: (job: JobWithMetadata<T>) => Promise<unknown>): Promise<void> {
    const options = {
      includeMetadata: true,
      perJobResults: true,
      batchSize: BATCH_SIZE,
      // A full batch means more are waiting: fetch again at once instead of after the poll interval.
      burstWhenBatchFull: true,
      pollingIntervalSeconds: this.settings.pollingIntervalSeconds,
      notifyPollingIntervalSeconds: this.settings.pollingIntervalSeconds,
    } as const;
    await this.boss.work<T, unknown, typeof options>(name, options, (batch) =>
      Promise.all(
        batch.map(async (job): Promise<JobResult> => {
          try {
            return { id: job.id, status: 'completed', output: await handle(job) };
          } catch (error) {
            return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
          }
        }),
      ),
    );
  }

  /** Jobs out of retries, in any queue, newest first. */
  async failed(): Promise<FailedJob[]> {
    const rows = await this.boss.getDb().executeSql(
      `select id, name, data, output, completed_on from ${JOBS_SCHEMA}.job where state = 'failed' order by completed_on desc limit 500`,
    );
    return rows.rows.map((row) => ({ id: row.id, name: row.name, data: row.data, output: row.output, failedOn: row.completed_on }));
  }

  /** Puts a failed job back in its queue with its retries renewed; false when no failed job has the id. */
  async retry(id: string): Promise<boolean> {
    const found = await this.boss.getDb().executeSql(`select name from ${JOBS_SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
    const name = found.rows[0]?.name as string | undefined;
    if (!name) return false;
    await this.boss.retry(name, id);
    return true;
  }

  /**
   * Stops taking jobs and waits for the running ones to finish (up to `timeoutMs`); a job still
   * running then is not lost: its claim lapses and another instance, or the next start, runs it.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }

  private async ensureQueue(name: JobQueueName): Promise<void> {
    const options = {
      expireInSeconds: RUNS_FOR_AT_MOST_SECONDS[name],
      retryLimit: this.settings.retryLimit,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: this.settings.retryDelayMaxSeconds,
      // A new job wakes a waiting worker at once (LISTEN/NOTIFY) instead of at its next poll.
      notify: true,
    };
    if (name === JOB_QUEUES.codeMail) {
      Object.assign(options, { retryLimit: Math.min(options.retryLimit, CODE_MAIL.retryLimit), deleteAfterSeconds: CODE_MAIL.deleteAfterSeconds });
    }
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
    else await this.boss.createQueue(name, options);
  }
}
