import { type Collection, wrap } from '@mikro-orm/core';
import { BRAND } from '@warmwise/common';
import type { User } from '../accounts/user.entity.js';
import type { findPersonalData, OwnedRows } from './personal-data.js';
import { VISITOR_OWNED, type VisitorOwnedKey } from './visitor-data.js';

type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;
type PlainRow = Record<string, unknown>;

const plain = <T extends object>(rows: T[]): PlainRow[] => rows.map((row) => wrap(row).toObject());

/** A row as plain JSON, with the relations named in `inside` as plain lists of their own rows. */
const withRelations = (row: object, inside: readonly string[]): PlainRow => ({
  ...wrap(row).toObject(),
  ...Object.fromEntries(inside.map((relation) => [relation, plain((row as Record<string, Collection<object>>)[relation]!.getItems())])),
});

/** Every owned kind's rows under its key, in the registry's order. */
function ownedRowsExport(data: OwnedRows): Record<VisitorOwnedKey, PlainRow[]> {
  const rowsOf = (key: VisitorOwnedKey): object[] => data[key];
  return Object.fromEntries(
    VISITOR_OWNED.map((kind) => [kind.key, rowsOf(kind.key).map((row) => withRelations(row, 'exportedWith' in kind ? kind.exportedWith : []))]),
  ) as Record<VisitorOwnedKey, PlainRow[]>;
}

/**
 * The data export a signed-in person downloads: every row held about them, in plain JSON a person
 * or another service can read. The user is chosen field by field so the password hash never leaves.
 */
export function accountExport(user: User, data: PersonalData, exportedAt: Date) {
  return {
    about: `Everything ${BRAND.productName} holds about ${user.email}, exported on request. Questions: ${BRAND.supportEmail}.`,
    exportedAt: exportedAt.toISOString(),
    user: { id: user.id, email: user.email, visitorId: user.visitorId, createdAt: user.createdAt, lastLoginAt: user.lastLoginAt },
    consent: user.consentVersion ? { accepted: true, version: user.consentVersion, timestamp: user.consentAt } : null,
    ...ownedRowsExport(data),
    // When each plan was shared and turned off; the token's seed and hash are the server's keys, not data about the person.
    shareLinks: data.shareLinks.map((link) => ({ id: link.id, property: link.property.id, createdAt: link.createdAt, revokedAt: link.revokedAt })),
  };
}

export type AccountExport = ReturnType<typeof accountExport>;
