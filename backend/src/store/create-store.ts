import type { AppConfig } from '../config/env.js';
import type { KeyValueStore } from './key-value-store.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';

export function createStore(config: AppConfig['store']): Promise<KeyValueStore> {
  return config.kind === 'redis'
    ? RedisStore.connect(config.url, config.keyPrefix)
    : Promise.resolve(new MemoryStore(config.keyPrefix));
}
