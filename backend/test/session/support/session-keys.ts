import { Redis } from 'ioredis';
import { MemoryStore } from '../../../src/store/memory-store.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * How many entries the app's store holds right now: session keys in Redis (under the test's own
 * prefix), every entry in a memory store (sessions cannot be told apart there, so tests compare
 * counts before and after).
 */
export async function storedEntries(app: TestApp): Promise<number> {
  if (app.store instanceof MemoryStore) return app.store.size;
  const store = app.config.store;
  if (store.kind !== 'redis') throw new Error('expected Redis or the memory store');
  const redis = new Redis(store.url);
  try {
    let cursor = '0';
    let count = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${store.keyPrefix}session:*`, 'COUNT', 500);
      count += keys.length;
      cursor = next;
    } while (cursor !== '0');
    return count;
  } finally {
    redis.disconnect();
  }
}
