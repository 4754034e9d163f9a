import { normalisePostcode } from '@warmwise/common';
import type { Logger } from '../../logging/logger.js';
import type { KeyValueStore } from '../../store/key-value-store.js';
import type { RegisterApi } from './register-api.js';
import type { CertificateSink } from './register-certificates.js';
import { failureReason, fetchRegisterTable, isOutage } from './register-fetch.js';
import type { RegisterTable } from './register-table.js';

/** Where a look-up's certificates came from; the caller answers `local` when lookup gives null. */
export interface RegisterAnswer {
  source: 'register' | 'cache';
  /** Certificates the register gave for the postcode that are now in epc_certificate. */
  stored: number;
}

export interface RegisterLookupOptions {
  /** Registers in the order to try them; empty means not configured. */
  apis: RegisterApi[];
  /** Budget for asking the registers, all of them together. */
  timeoutMs: number;
  cacheTtlSeconds: number;
  store: KeyValueStore;
  certificates: CertificateSink;
  logger: Logger;
  /** After an outage (time-out, 5xx, 401...), how long look-ups skip the register. */
  cooldownMs?: number;
  now?: () => number;
}

interface CacheEntry {
  fetchedAt: string;
  api: string;
  stored: number;
}

const DEFAULT_COOLDOWN_MS = 30_000;
const CACHE_KEY_PREFIX = 'epc-register:v1:';

/**
 * Brings epc_certificate up to date for a postcode from the live register, before the caller
 * reads the table. A postcode fetched within the cache TTL is not asked again. Never throws:
 * any failure is logged and answered with null, and the local table answers alone.
 */
export class RegisterLookup {
  private readonly inFlight = new Map<string, Promise<RegisterAnswer | null>>();
  private pausedUntil = 0;
  private readonly logger: Logger;

  constructor(private readonly options: RegisterLookupOptions) {
    this.logger = options.logger.child({ module: 'epc-register' });
  }

  get configured(): boolean {
    return this.options.apis.length > 0;
  }

  async lookup(postcode: string): Promise<RegisterAnswer | null> {
    if (!this.configured) return null;
    const normalised = normalisePostcode(postcode);
    if (normalised === null) return null;
    // Concurrent look-ups of one postcode share one request to the register.
    const pending = this.inFlight.get(normalised);
    if (pending) return pending;
    const answer = this.answer(normalised).catch((error: unknown) => {
      this.logger.error({ postcode: normalised, err: error }, 'register look-up failed unexpectedly');
      return null;
    });
    this.inFlight.set(normalised, answer);
    try {
      return await answer;
    } finally {
      this.inFlight.delete(normalised);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.inFlight.values());
    await this.options.certificates.close();
  }

  private async answer(postcode: string): Promise<RegisterAnswer | null> {
    const cached = await this.cached(postcode);
    if (cached) return { source: 'cache', stored: cached.stored };
    const now = this.options.now ?? Date.now;
    if (now() < this.pausedUntil) return null;

    const fetched = await this.fetch(postcode);
    if (!fetched) return null;
    let stored: number;
    try {
      ({ stored } = await this.options.certificates.store(postcode, fetched.table));
    } catch (error) {
      this.logger.warn({ postcode, api: fetched.api, reason: failureReason(error) }, 'register rows not stored; local data answers');
      return null;
    }
    const entry: CacheEntry = { fetchedAt: new Date(now()).toISOString(), api: fetched.api, stored };
    await this.options.store
      .set(CACHE_KEY_PREFIX + postcode, JSON.stringify(entry), this.options.cacheTtlSeconds)
      .catch((error: unknown) => this.logger.warn({ postcode, reason: failureReason(error) }, 'register cache not written'));
    return { source: 'register', stored };
  }

  private async cached(postcode: string): Promise<CacheEntry | null> {
    try {
      const text = await this.options.store.get(CACHE_KEY_PREFIX + postcode);
      if (text === null) return null;
      const entry = JSON.parse(text) as Partial<CacheEntry>;
      return typeof entry.stored === 'number' ? (entry as CacheEntry) : null;
    } catch (error) {
      // An unreadable cache only costs a trip to the register.
      this.logger.warn({ postcode, reason: failureReason(error) }, 'register cache not read');
      return null;
    }
  }

  /** The first register that answers, within one shared time budget; null when none does. */
  private async fetch(postcode: string): Promise<{ api: string; table: RegisterTable } | null> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let outage = false;
    for (const api of this.options.apis) {
      const started = performance.now();
      try {
        const table = await fetchRegisterTable(api, postcode, signal);
        this.logger.info({ postcode, api: api.name, rows: table.rows.length, ms: Math.round(performance.now() - started) }, 'register answered');
        return { api: api.name, table };
      } catch (error) {
        outage ||= isOutage(error);
        const ms = Math.round(performance.now() - started);
        this.logger.warn({ postcode, api: api.name, reason: failureReason(error), ms }, 'register failed; local data answers');
      }
    }
    if (outage) this.pausedUntil = (this.options.now ?? Date.now)() + (this.options.cooldownMs ?? DEFAULT_COOLDOWN_MS);
    return null;
  }
}
