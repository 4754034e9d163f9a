import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY_PREFIX = 'wk_';
/** 32 random bytes: 256 bits, far past guessing, as 43 URL-safe characters. */
const KEY_BYTES = 32;
const KEY_SHAPE = /^wk_[A-Za-z0-9_-]{43}$/;

/** A new partner key: `wk_` and 256 random bits in base64url. */
export const newPartnerKey = (): string => `${KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;

/**
 * What is stored and looked up. A plain SHA-256 is enough: the key is 256 random bits, so there is
 * no dictionary to try, and a slow password hash would only cost time on every request.
 */
export const partnerKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Anything else is not a key of ours: refused without a query. */
export const isWellFormedPartnerKey = (value: string): boolean => KEY_SHAPE.test(value);

/** Compares two hex hashes in constant time, so a near miss takes as long as a far one. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
