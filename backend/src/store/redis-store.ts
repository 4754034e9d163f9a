import { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value-store.js';

const CONNECT_TIMEOUT_MS = 5_000;

/** The store on Redis, shared by every server process. Keys carry the configured prefix. */
export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;

  private constructor(private readonly redis: Redis) {}

  /** Connects and fails fast with a readable error when Redis does not answer. */
  static async connect(url: string, keyPrefix: string): Promise<RedisStore> {
    const redis = new Redis(url, {
      keyPrefix,
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      // While Redis is down, commands fail at once instead of queueing: a request then gets a
      // clear 503 instead of hanging, and /readyz reports the outage.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
    }
    return new RedisStore(redis);
  }

  get(key: string): Promise<string | null> {
    return this.redis.get(key);
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds === undefined) await this.redis.set(key, value);
    else await this.redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async increment(key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
    // One round trip, atomic: the window starts with the first hit and is never extended.
    const results = await this.redis
      .multi()
      .incr(key)
      .expire(key, Math.max(1, Math.ceil(windowSeconds)), 'NX')
      .ttl(key)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const secondsLeft = Number(results?.[2]?.[1] ?? windowSeconds);
    return { count, secondsLeft: Math.max(0, secondsLeft) };
  }

  async ttl(key: string): Promise<number | null> {
    const seconds = await this.redis.ttl(key);
    return seconds >= 0 ? seconds : null;
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
