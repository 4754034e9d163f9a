import { AUTH_CODE_RESEND_AFTER_SECONDS } from '@warmwise/common';
import { recipientKey } from '../mail/recipient-allowance.js';
import type { KeyValueStore } from '../store/key-value-store.js';

/** The store key of a recipient's wait (exported for tests that skip the wait). */
export const resendWaitKey = (email: string) => `code-resend-wait:${recipientKey(email)}`;

/**
 * The 60 s a recipient waits between verification mails. Kept per recipient whatever was mailed (a
 * code, or the "you already have an account" notice), so "please wait" answers alike for registered
 * and unknown addresses; read from a pending code it would tell the two apart.
 */
export class ResendWait {
  constructor(private readonly store: KeyValueStore) {}

  start(email: string): Promise<void> {
    return this.store.set(resendWaitKey(email), '1', AUTH_CODE_RESEND_AFTER_SECONDS);
  }

  async secondsLeft(email: string): Promise<number> {
    return (await this.store.ttl(resendWaitKey(email))) ?? 0;
  }
}
