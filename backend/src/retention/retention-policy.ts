/**
 * How long each kind of personal data is kept, in one place: `retention.job.ts` enforces these
 * and docs/privacy-and-retention.md explains them. The 6 years and 12 months are the product's
 * promise (docs/product.md, "Privacy and retention"); the rest are ours.
 */
const RETENTION_POLICY = {
  /** An account nobody has signed in to for this long is erased with everything it owns. */
  dormantAccountYears: 6,
  /** Contact messages, quote requests and grants submissions, counted from when they were sent. */
  formDataYears: 6,
  /** Interaction events lose everything that identifies a person or a home; the counts stay. */
  analyticsAnonymisedAfterMonths: 12,
  /**
   * Homes and plans of visitors who never registered: the session, their only way back to them,
   * ends after 7 idle days, so after 30 days without a change nobody can reach them.
   */
  anonymousHomeDays: 30,
  /** Expired sign-up and reset codes (with a pending registration's hashed password). */
  expiredCodeDays: 1,
} as const;

/** The owner of an anonymised interaction event: no visitor, so no link back to a person. */
export const ANONYMISED_VISITOR_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The fields of an interaction event (see interactions/interaction.service.ts) that point at a
 * person, a browser or a home. What stays (measure titles, costs, whether a quote was asked for)
 * is what the counts need.
 */
export const IDENTIFYING_INTERACTION_FIELDS = ['email', 'sessionId', 'propertyId', 'property_id', 'address', 'postcode'] as const;

export interface RetentionCutoffs {
  dormantAccounts: Date;
  formData: Date;
  analytics: Date;
  anonymousHomes: Date;
  expiredCodes: Date;
}

const shifted = (now: Date, change: (date: Date) => void) => {
  const date = new Date(now);
  change(date);
  return date;
};

/** Rows older than each cutoff are due; calendar arithmetic, so "6 years" means the same date 6 years back. */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  const p = RETENTION_POLICY;
  return {
    dormantAccounts: shifted(now, (d) => d.setUTCFullYear(d.getUTCFullYear() - p.dormantAccountYears)),
    formData: shifted(now, (d) => d.setUTCFullYear(d.getUTCFullYear() - p.formDataYears)),
    analytics: shifted(now, (d) => d.setUTCMonth(d.getUTCMonth() - p.analyticsAnonymisedAfterMonths)),
    anonymousHomes: shifted(now, (d) => d.setUTCDate(d.getUTCDate() - p.anonymousHomeDays)),
    expiredCodes: shifted(now, (d) => d.setUTCDate(d.getUTCDate() - p.expiredCodeDays)),
  };
}
