import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../../src/store/key-value-store.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { RedisStore } from '../../src/store/redis-store.js';
import { deleteKeys } from '../support/test-app.js';
import { requiredEnv } from '../support/test-database.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One contract, both implementations: what sessions and rate limits rely on. */
describe.each([
  ['memory', async (prefix: string) => new MemoryStore(prefix)],
  ['redis', async (prefix: string) => RedisStore.connect(requiredEnv('TEST_REDIS_URL'), prefix)],
] as const)('%s store', (kind, open) => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  let store: KeyValueStore;

  beforeAll(async () => {
    store = await open(prefix);
  });
  afterAll(async () => {
    await store.close();
    if (kind === 'redis') await deleteKeys(requiredEnv('TEST_REDIS_URL'), prefix);
  });

  it('reports its kind and answers a ping', async () => {
    expect(store.kind).toBe(kind);
    expect(await store.ping()).toBe(true);
  });

  it('stores, replaces and deletes values', async () => {
    expect(await store.get('missing')).toBeNull();
    await store.set('greeting', 'hello');
    expect(await store.get('greeting')).toBe('hello');
    await store.set('greeting', 'hello again');
    expect(await store.get('greeting')).toBe('hello again');
    await store.delete('greeting');
    expect(await store.get('greeting')).toBeNull();
  });

  it('expires values after their time to live', async () => {
    await store.set('short', 'lived', 1);
    expect(await store.ttl('short')).toBeGreaterThanOrEqual(0);
    expect(await store.ttl('short')).toBeLessThanOrEqual(1);
    await sleep(1_100);
    expect(await store.get('short')).toBeNull();
    expect(await store.ttl('short')).toBeNull();
  });

  it('keeps values without a time to live', async () => {
    await store.set('forever', 'yes');
    expect(await store.ttl('forever')).toBeNull();
    expect(await store.get('forever')).toBe('yes');
  });

  it('counts hits in a fixed window that later hits do not extend', async () => {
    const first = await store.increment('hits', 60);
    const second = await store.increment('hits', 120);
    const third = await store.increment('hits', 120);
    expect([first.count, second.count, third.count]).toEqual([1, 2, 3]);
    expect(third.secondsLeft).toBeGreaterThan(55);
    expect(third.secondsLeft).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has expired', async () => {
    await store.increment('burst', 1);
    await store.increment('burst', 1);
    await sleep(1_100);
    expect((await store.increment('burst', 1)).count).toBe(1);
  });

  it('keeps stores with different prefixes apart', async () => {
    const other = await open(`${prefix}other:`);
    try {
      await store.set('shared-name', 'mine');
      expect(await other.get('shared-name')).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('RedisStore.connect', () => {
  it('fails fast with a readable error when Redis does not answer', async () => {
    await expect(RedisStore.connect('redis://127.0.0.1:1', 'x:')).rejects.toThrow(/Cannot connect to Redis at REDIS_URL/);
  });
});
