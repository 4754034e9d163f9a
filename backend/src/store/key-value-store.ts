/**
 * The small store behind sessions, caches and rate limits. Two implementations keep the same
 * contract (test/store/key-value-store.contract.test.ts): memory for a single process with no
 * services configured, Redis when REDIS_URL is set.
 */
export interface KeyValueStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Stores a value, replacing any; expires after ttlSeconds when given. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Counts a hit in a fixed window: the first hit starts a window of windowSeconds, later hits
   * add to it. Returns the count so far and the seconds left in the window (rate limits).
   */
  increment(key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }>;
  /** Seconds until the key expires; null when it does not exist or never expires. */
  ttl(key: string): Promise<number | null>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
