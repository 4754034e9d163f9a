import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../database/uuid.js';
import { isWellFormedPartnerKey, newPartnerKey, partnerKeyHash } from './partner-key-secret.js';
import { PartnerKey } from './partner-key.entity.js';

/** Quotas a key gets unless `create` is told otherwise (ours: a busy integration, not a scraper). */
export const DEFAULT_QUOTA = { perMinute: 60, perDay: 10_000 } as const;
const MAX_ORGANISATION_LENGTH = 200;

export interface NewPartnerKey {
  organisation: string;
  perMinute?: number;
  perDay?: number;
}

export interface PartnerKeyListing {
  id: string;
  organisation: string;
  perMinute: number;
  perDay: number;
  createdAt: Date;
  revokedAt: Date | null;
  requestsToday: number;
  requestsInAll: number;
}

/** Issuing, listing and revoking keys: what `npm run partner` does. */
export class PartnerKeysService {
  constructor(private readonly em: EntityManager) {}

  /** Stores a new key's hash; the key itself is returned this once. */
  async create(input: NewPartnerKey): Promise<{ key: string; record: PartnerKey }> {
    const organisation = input.organisation.trim();
    if (!organisation || organisation.length > MAX_ORGANISATION_LENGTH) {
      throw new Error(`the organisation's name must be 1 to ${MAX_ORGANISATION_LENGTH} characters`);
    }
    const perMinute = quota('per-minute', input.perMinute ?? DEFAULT_QUOTA.perMinute);
    const perDay = quota('per-day', input.perDay ?? DEFAULT_QUOTA.perDay);
    const key = newPartnerKey();
    const record = this.em.create(PartnerKey, { organisation, keyHash: partnerKeyHash(key), perMinute, perDay });
    await this.em.persist(record).flush();
    return { key, record };
  }

  /** Every key, newest first, with its requests today and in all. */
  async list(): Promise<PartnerKeyListing[]> {
    const rows = await this.em.getConnection().execute<Array<Omit<PartnerKeyListing, 'createdAt' | 'revokedAt'> & { createdAt: string | Date; revokedAt: string | Date | null }>>(
      `select k.id, k.organisation, k.per_minute as "perMinute", k.per_day as "perDay", k.created_at as "createdAt",
              k.revoked_at as "revokedAt",
              coalesce(sum(u.requests) filter (where u.day = (now() at time zone 'UTC')::date), 0)::int as "requestsToday",
              coalesce(sum(u.requests), 0)::int as "requestsInAll"
         from partner_key k left join partner_usage u on u.partner_key_id = k.id
        group by k.id order by k.created_at desc`,
    );
    // The driver may hand timestamps back as text.
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt) }));
  }

  /** Revokes a key named by its id or by the key itself; null when there is no such key. */
  async revoke(idOrKey: string): Promise<PartnerKey | null> {
    const where = isWellFormedPartnerKey(idOrKey) ? { keyHash: partnerKeyHash(idOrKey) } : isUuid(idOrKey) ? { id: idOrKey } : null;
    if (!where) return null;
    const record = await this.em.findOne(PartnerKey, where);
    if (!record) return null;
    record.revokedAt ??= new Date();
    await this.em.flush();
    return record;
  }
}

function quota(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000_000) throw new Error(`--${name} must be a whole number from 1 to 1000000000`);
  return value;
}
