import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { JOB_QUEUES } from './job-names.js';
import type { JobQueue } from './job-queue.js';

const SIGNATURE_HEADER = 'X-Warmwise-Signature';
const DELIVERY_HEADER = 'X-Warmwise-Delivery';
// Ours: the CRM answers in well under this; a hung call must not hold a worker.
const CALL_TIMEOUT_MS = 10_000;

/** What the CRM receives: a stored interaction or quote request, as it was stored. */
export interface WebhookEvent {
  type: 'interaction' | 'quote_request';
  id: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

/** `sha256=` and the hex HMAC-SHA256 of the exact body: the receiver recomputes it to trust the call. */
const signatureOf = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * Forwards tracked interactions and quote requests to the team's CRM when INTERACTION_WEBHOOK_URL is
 * set, through the job queue: the forward is stored with the row and retried like mail.
 */
export class InteractionWebhook {
  constructor(private readonly jobs: JobQueue | null) {}

  /** Queues the event inside `em`'s open transaction; does nothing when no webhook is configured. */
  async forward(event: WebhookEvent, em: EntityManager): Promise<void> {
    if (this.jobs) await this.jobs.send(JOB_QUEUES.interactionWebhook, event, em);
  }
}

/** Posts each queued event, signed; anything but a 2xx fails the attempt, so it is retried. */
export function workInteractionWebhook(jobs: JobQueue, webhook: NonNullable<AppConfig['interactionWebhook']>, log: Logger): Promise<void> {
  return jobs.work<WebhookEvent>(JOB_QUEUES.interactionWebhook, async (job) => {
    const body = JSON.stringify(job.data);
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signatureOf(body, webhook.secret), [DELIVERY_HEADER]: job.id },
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) {
      log.warn({ jobId: job.id, status: response.status }, 'interaction webhook refused; it will be retried');
      throw new Error(`The interaction webhook answered ${response.status}`);
    }
  });
}
