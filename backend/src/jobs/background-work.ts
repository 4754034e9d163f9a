import type { AppConfig } from '../config/env.js';
import type { Database } from '../database/database.js';
import type { Logger } from '../logging/logger.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { workMailQueue } from '../mail/mail.worker.js';
import { RETENTION_TIMES, scheduleRetention, type RetentionTimes } from '../retention/retention.schedule.js';
import type { KeyValueStore } from '../store/key-value-store.js';
import { InteractionWebhook, workInteractionWebhook } from './interaction-webhook.js';
import { JobQueue } from './job-queue.js';

export interface BackgroundWork {
  jobs: JobQueue;
  mail: MailQueue;
  webhook: InteractionWebhook;
  /** Stops taking jobs and lets the running ones finish (or return to the queue at the timeout). */
  stop(): Promise<void>;
}

export interface BackgroundWorkOptions {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  store: KeyValueStore;
  logger: Logger;
  /** Tests run the periodic work sooner and check the schedules every second. */
  retentionTimes?: RetentionTimes;
  cronCheckSeconds?: number;
}

/** Every server runs the workers: mail, the CRM webhook when configured, and the periodic work. */
export async function startBackgroundWork(options: BackgroundWorkOptions): Promise<BackgroundWork> {
  const { config, db, mailer, store, logger } = options;
  const jobs = await JobQueue.open(db.url, config.jobs, logger, { runner: true, cronCheckSeconds: options.cronCheckSeconds });
  try {
    await workMailQueue(jobs, mailer, store, logger);
    if (config.interactionWebhook) await workInteractionWebhook(jobs, config.interactionWebhook, logger);
    await scheduleRetention(jobs, db.orm.em, logger, options.retentionTimes ?? RETENTION_TIMES);
  } catch (error) {
    await jobs.stop();
    throw error;
  }
  return {
    jobs,
    mail: new MailQueue(jobs),
    webhook: new InteractionWebhook(config.interactionWebhook ? jobs : null),
    stop: () => jobs.stop(config.shutdownTimeoutMs),
  };
}
