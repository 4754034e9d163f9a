import type { KeyValueStore } from './key-value-store.js';
import { MemoryStore } from './memory-store.js';

/** Marks, in memory, a key deleted while Redis was away, so its Redis copy is not read again. */
const DELETED = '\u0000deleted';
/** Ours: as long as a session may sit idle, the longest-lived thing a delete removes. */
const DELETED_MARK_SECONDS = 7 * 24 * 3_600;

export interface FallbackEvents {
  /** Redis failed a command; this process's memory answers until it is back. */
  unreachable(error: unknown): void;
  /** Redis answered again after failing. */
  back(): void;
}

/**
 * Redis as a shared cache, not a gate: while it cannot be reached, this process's memory stands in,
 * so sessions can still be saved, counters still count (per process: each limit holds for each
 * server) and writes that PostgreSQL can hold go through. What was written to memory meanwhile is
 * newer than Redis's copy and is read first; a successful write to Redis clears it, and a key
 * deleted during the outage is deleted from Redis when next asked for.
 */
export class RedisWithFallback implements KeyValueStore {
  readonly kind = 'redis' as const;
  private degraded = false;

  constructor(
    private readonly redis: KeyValueStore,
    private readonly memory: MemoryStore,
    private readonly events: FallbackEvents,
  ) {}

  async get(key: string): Promise<string | null> {
    const local = await this.memory.get(key);
    if (local === DELETED) {
      await this.onRedis(async () => {
        await this.redis.delete(key);
        await this.memory.delete(key);
      });
      return null;
    }
    if (local !== null) return local;
    return (await this.onRedis(() => this.redis.get(key))) ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    const stored = await this.onRedis(async () => {
      await this.redis.set(key, value, ttlSeconds);
      return true;
    });
    if (stored) await this.memory.delete(key);
    else await this.memory.set(key, value, ttlSeconds);
  }

  async delete(key: string): Promise<void> {
    const deleted = await this.onRedis(async () => {
      await this.redis.delete(key);
      return true;
    });
    if (deleted) await this.memory.delete(key);
    else await this.memory.set(key, DELETED, DELETED_MARK_SECONDS);
  }

  async increment(key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
    return (await this.onRedis(() => this.redis.increment(key, windowSeconds))) ?? this.memory.increment(key, windowSeconds);
  }

  async ttl(key: string): Promise<number | null> {
    if ((await this.memory.get(key)) !== null) return this.memory.ttl(key);
    return (await this.onRedis(() => this.redis.ttl(key))) ?? null;
  }

  /** Whether Redis answers: what /readyz reports, since other servers share what it holds. */
  ping(): Promise<boolean> {
    return this.redis.ping();
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.close(), this.memory.close()]);
  }

  /** The command's answer, or undefined when Redis could not be reached. */
  private async onRedis<T>(command: () => Promise<T>): Promise<T | undefined> {
    try {
      const answer = await command();
      if (this.degraded) {
        this.degraded = false;
        this.events.back();
      }
      return answer;
    } catch (error) {
      if (!this.degraded) {
        this.degraded = true;
        this.events.unreachable(error);
      }
      return undefined;
    }
  }
}
