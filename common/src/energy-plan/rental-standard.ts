/**
 * The closed sets of the rented homes' standard and the certificate check, shared by the model's
 * answers, the schema and the screens that word them.
 */

/** A standard confirmed by government, a draft under consultation, or none in force. */
export const RULE_STATUSES = ['confirmed', 'draft', 'none'] as const;

/**
 * Where a let home stands: meets it (on its certificate), meets it as described but its certificate
 * does not show it, within reach under the cost cap, maybe past the cap (the route's range straddles
 * it), past the cap, out of reach of every suitable improvement, or no standard in its nation.
 */
export const RENTAL_STANDARD_STATUSES = ['meets', 'meets_with_new_certificate', 'within_cap', 'may_exceed_cap', 'over_cap', 'out_of_reach', 'no_standard'] as const;
export type RentalStandardStatus = (typeof RENTAL_STANDARD_STATUSES)[number];

/** current: lodged and in date; expired: more than ten years old; missing: none held for the home. */
export const CERTIFICATE_STATUSES = ['current', 'expired', 'missing'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Whether paying for a new certificate is worth it for the household. */
export const NEW_CERTIFICATE_ADVICE = ['yes', 'maybe', 'no'] as const;
export type NewCertificateAdvice = (typeof NEW_CERTIFICATE_ADVICE)[number];
