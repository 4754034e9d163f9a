import type { AppConfig } from '../config/env.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export function createMailer(config: AppConfig['mail']): Mailer {
  return config.kind === 'smtp' ? new SmtpMailer(config.url, config.from) : new OutboxMailer(config.dir, config.from);
}
