import type { AppConfig } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import type { KeyValueStore } from './key-value-store.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import { RedisWithFallback } from './redis-with-fallback.js';

/** The memory store, or Redis with this process's memory standing in while Redis is away (logged once each way). */
export async function createStore(config: AppConfig['store'], logger: Logger): Promise<KeyValueStore> {
  if (config.kind === 'memory') return new MemoryStore(config.keyPrefix);
  return new RedisWithFallback(await RedisStore.connect(config.url, config.keyPrefix), new MemoryStore(config.keyPrefix), {
    unreachable: (error) => logger.warn({ err: error }, 'Redis unreachable: sessions, caches and rate limits held in this process until it is back'),
    back: () => logger.info('Redis reachable again'),
  });
}
