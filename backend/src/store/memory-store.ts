import type { KeyValueStore } from './key-value-store.js';

interface Entry {
  value: string;
  expiresAt?: number;
}

export interface MemoryStoreOptions {
  /** The most entries held at once; beyond it the least recently used entry is dropped. */
  maxEntries?: number;
  now?: () => number;
}

const SWEEP_INTERVAL_MS = 60_000;
/**
 * Ours: a few hundred bytes per session or counter, so about 25 MB at most. The memory store serves
 * one process on a developer's machine; the bound is there so a flood of requests cannot exhaust memory.
 * @internal exported for its tests, which fill the store past it
 */
export const DEFAULT_MAX_ENTRIES = 50_000;

/**
 * A single-process store: fine for one server on a developer's machine, lost on restart.
 * Bounded: when full, the least recently used entry makes room (a Map keeps insertion order, and
 * every read or write moves its key to the end).
 */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly keyPrefix = '',
    options: MemoryStoreOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) throw new Error('maxEntries must be a positive integer');
    this.now = options.now ?? Date.now;
    // Expired entries are also dropped on read; the sweep only bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  /** How many entries are held (expired ones not yet swept included). */
  get size(): number {
    return this.entries.size;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.put(key, { value, expiresAt: ttlSeconds === undefined ? undefined : this.now() + ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(this.keyPrefix + key);
  }

  async increment(key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
    const existing = this.live(key);
    const expiresAt = existing?.expiresAt ?? this.now() + windowSeconds * 1000;
    const count = Number(existing?.value ?? 0) + 1;
    this.put(key, { value: String(count), expiresAt });
    return { count, secondsLeft: Math.max(0, Math.ceil((expiresAt - this.now()) / 1000)) };
  }

  async ttl(key: string): Promise<number | null> {
    const entry = this.live(key);
    if (!entry?.expiresAt) return null;
    return Math.max(0, Math.ceil((entry.expiresAt - this.now()) / 1000));
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  /** Writes an entry as the most recently used, dropping the least recently used ones over the bound. */
  private put(key: string, entry: Entry): void {
    const fullKey = this.keyPrefix + key;
    this.entries.delete(fullKey);
    this.entries.set(fullKey, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** The entry when it has not expired, marked as the most recently used. */
  private live(key: string): Entry | undefined {
    const fullKey = this.keyPrefix + key;
    const entry = this.entries.get(fullKey);
    if (!entry) return undefined;
    this.entries.delete(fullKey);
    if (entry.expiresAt !== undefined && entry.expiresAt <= this.now()) return undefined;
    this.entries.set(fullKey, entry);
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}
