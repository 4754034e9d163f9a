import { wrap } from '@mikro-orm/core';
import { BRAND } from '@warmwise/common';
import type { User } from '../accounts/user.entity.js';
import type { findPersonalData } from './personal-data.js';

type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;

const plain = <T extends object>(rows: T[]) => rows.map((row) => wrap(row).toObject());

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
    properties: plain(data.properties),
    energyPlans: data.energyPlans.map((plan) => ({ ...wrap(plan).toObject(), recommendations: plain(plan.recommendations.getItems()) })),
    quoteRequests: plain(data.quoteRequests),
    grantsSubmissions: plain(data.grantsSubmissions),
    contactMessages: plain(data.contactMessages),
    interactionEvents: plain(data.interactionEvents),
    // When each plan was shared and turned off; the token's seed and hash are the server's keys, not data about the person.
    shareLinks: data.shareLinks.map((link) => ({ id: link.id, property: link.property.id, createdAt: link.createdAt, revokedAt: link.revokedAt })),
  };
}

export type AccountExport = ReturnType<typeof accountExport>;
