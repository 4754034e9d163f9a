import { MemoryStore } from '../../src/store/memory-store.js';
import { RedisStore } from '../../src/store/redis-store.js';
import { RedisWithFallback } from '../../src/store/redis-with-fallback.js';
import { startOwnRedis, type OwnRedis } from '../support/services.js';

let redis: OwnRedis;
let store: RedisWithFallback;
const events: string[] = [];
beforeAll(async () => {
  redis = await startOwnRedis();
  store = new RedisWithFallback(await RedisStore.connect(redis.url, 'fallback-test:'), new MemoryStore('fallback-test:'), {
    unreachable: () => events.push('unreachable'),
    back: () => events.push('back'),
  });
});
afterAll(async () => {
  await store.close();
  await redis.stop();
});

/** Starts Redis again and waits until the store's client has reconnected to it. */
async function redisBack() {
  await redis.restart();
  for (let attempt = 0; attempt < 100 && !(await store.ping()); attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Redis comes back empty, as after a crash without persistence. */
async function outage(during: () => Promise<void>) {
  await redis.kill();
  try {
    await during();
  } finally {
    await redisBack();
  }
}

describe('Redis with this process standing in', () => {
  it('keeps what is written while Redis is away, reads it first, and hands it back to Redis on the next write', async () => {
    await store.set('session:a', 'before');
    await outage(async () => {
      expect(await store.get('session:a')).toBeNull();
      await store.set('session:a', 'during', 60);
      expect(await store.get('session:a')).toBe('during');
    });
    expect(await store.get('session:a')).toBe('during');
    await store.set('session:a', 'after', 60);
    expect(await store.get('session:a')).toBe('after');
    expect(events).toEqual(['unreachable', 'back']);
  });

  it('does not bring back from Redis a key deleted while Redis was away', async () => {
    await store.set('session:b', 'signed in', 60);
    await redis.kill();
    await store.delete('session:b');
    // Redis comes back holding the key (as another replica would): the delete must still win.
    await redisBack();
    const direct = await RedisStore.connect(redis.url, 'fallback-test:');
    await direct.set('session:b', 'signed in', 60);
    expect(await store.get('session:b')).toBeNull();
    expect(await direct.get('session:b')).toBeNull();
    await direct.close();
  });

  it('counts in memory while Redis is away, so a limit still holds in this process', async () => {
    await outage(async () => {
      const counts = [];
      for (let i = 0; i < 3; i++) counts.push((await store.increment('rate:test', 60)).count);
      expect(counts).toEqual([1, 2, 3]);
    });
  });
});
