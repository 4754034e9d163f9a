import { DomainError } from '../errors/domain-error.js';
import type { KeyValueStore } from '../store/key-value-store.js';

export interface RateLimitRule {
  /** Names the limit in store keys and logs, e.g. 'quote'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * What to do when the store cannot be reached: closed (refuse) for anything an attacker could
   * brute-force (logins, codes), open (allow) where refusing would only hurt honest visitors.
   */
  failClosed: boolean;
  /** What a refused request is told, given the wait in words; `tooManyRequests` when not given. */
  refusal?: (wait: string) => string;
}

const wait = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/** What a refused request is told, whichever limiter refused it. */
export const tooManyRequests = (retryAfterSeconds: number) => `Too many requests. Please try again in ${wait(retryAfterSeconds)}.`;

/**
 * Fixed-window counters in the key-value store (Redis when configured), one per rule and subject.
 * Services call it, so a limit holds for GraphQL and REST alike.
 */
export class RateLimiter {
  constructor(private readonly store: KeyValueStore) {}

  /** Counts one attempt; throws RATE_LIMITED (with retryAfterSeconds) once the limit is passed. */
  async enforce(rule: RateLimitRule, subject: string): Promise<void> {
    const counted = await this.count(rule, subject);
    if (counted === 'unavailable') {
      if (!rule.failClosed) return;
      throw new DomainError('SERVICE_UNAVAILABLE', 'This is unavailable for a moment. Please try again shortly.');
    }
    if (counted.count <= rule.limit) return;
    const retryAfterSeconds = Math.max(1, counted.secondsLeft);
    throw new DomainError('RATE_LIMITED', rule.refusal ? rule.refusal(wait(retryAfterSeconds)) : tooManyRequests(retryAfterSeconds), {
      retryAfterSeconds,
    });
  }

  /**
   * Counts one use and says whether it is still within the limit, for work that is skipped quietly
   * rather than refused (a mail past its recipient's allowance). With the store down: !failClosed.
   */
  async allows(rule: RateLimitRule, subject: string): Promise<boolean> {
    const counted = await this.count(rule, subject);
    if (counted === 'unavailable') return !rule.failClosed;
    return counted.count <= rule.limit;
  }

  /** Starts the subject's window afresh: for a limit on failures, once the subject has succeeded. */
  async forget(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.delete(`rate:${rule.name}:${subject}`).catch(() => undefined);
  }

  private async count(rule: RateLimitRule, subject: string) {
    try {
      return await this.store.increment(`rate:${rule.name}:${subject}`, rule.windowSeconds);
    } catch {
      return 'unavailable' as const;
    }
  }
}
