import { DEFAULT_MAX_ENTRIES, MemoryStore } from '../../src/store/memory-store.js';

/** The memory store's own promise beyond the shared contract: it never holds more than its bound. */
describe('MemoryStore bound', () => {
  const stores: MemoryStore[] = [];
  const open = (maxEntries?: number, now?: () => number) => {
    const store = new MemoryStore('', { maxEntries, now });
    stores.push(store);
    return store;
  };
  afterAll(() => Promise.all(stores.map((store) => store.close())));

  it('holds at most 50,000 entries by default, however many keys a flood writes', async () => {
    const store = open();
    for (let i = 0; i < DEFAULT_MAX_ENTRIES + 1_000; i++) await store.set(`session:${i}`, '{}', 3_600);
    expect(DEFAULT_MAX_ENTRIES).toBe(50_000);
    expect(store.size).toBe(DEFAULT_MAX_ENTRIES);
    expect(await store.get('session:0')).toBeNull();
    expect(await store.get(`session:${DEFAULT_MAX_ENTRIES + 999}`)).toBe('{}');
  });

  it('drops the least recently used entry first: a read or a write makes an entry recent', async () => {
    const store = open(3);
    await store.set('a', '1');
    await store.set('b', '2');
    await store.increment('c', 60);
    await store.get('a'); // now b is the least recently used
    await store.set('d', '4');
    expect(await store.get('b')).toBeNull();
    expect([await store.get('a'), await store.get('c'), await store.get('d')]).toEqual(['1', '1', '4']);
    await store.increment('a', 60); // a counter being hit stays; c is now the oldest
    await store.set('e', '5');
    expect(await store.get('c')).toBeNull();
    expect(store.size).toBe(3);
  });

  it('replacing a key does not count it twice', async () => {
    const store = open(2);
    await store.set('a', '1');
    await store.set('a', '2');
    await store.set('b', '3');
    expect([await store.get('a'), await store.get('b')]).toEqual(['2', '3']);
  });

  it('frees an expired entry when it is read, without waiting for the bound', async () => {
    let now = 1_000_000;
    const store = open(10, () => now);
    await store.set('short', 'lived', 1);
    now += 1_001;
    expect(await store.get('short')).toBeNull();
    expect(store.size).toBe(0);
  });

  it('refuses a bound that is not a positive whole number', () => {
    expect(() => new MemoryStore('', { maxEntries: 0 })).toThrow(/maxEntries/);
  });
});
