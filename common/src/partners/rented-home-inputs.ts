import * as z from 'zod/mini';
import { isRecord } from '../energy-plan/values.js';
import { RENTAL_ROLES, type RentalRole } from '../home-profile/options.js';
import { propertyInputSchema, type PropertyInput } from '../home-profile/property-input.js';
import { checkWith, payloadObject, reportAt, type InputSchema } from '../validation/schema-check.js';

/*
 * `rentedHomes(homes)`: homes a partner (a letting agent, a lender, a council) asks the standard for
 * rented homes of. Each is a home profile in the planner's own fields, checked by the same rules as a
 * householder's, plus what a certificate says; nothing is stored.
 */

export const MAX_RENTED_HOMES_PER_CALL = 20;
const MAX_REFERENCE_LENGTH = 100;
/** Stands in for the address the profile's rules ask for: a partner sends no address, nothing here needs one. */
const NO_ADDRESS = 'not sent';

/** A home of a call: its profile, its certificate's facts, who it is worded for, and the partner's reference. */
export interface PartnerRentedHome {
  reference: string | null;
  home: PropertyInput;
  /** The lodged certificate's score (1-100) and lodgement day, when the partner has them. */
  epcScore: number | null;
  certificateLodgedOn: string | null;
  viewpoint: RentalRole;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The home at `index`, each problem named after it, as the partner's program spells the field. */
function homeAt(input: unknown, index: number, context: Parameters<typeof reportAt>[0]): PartnerRentedHome {
  const item = isRecord(input) ? input : {};
  const at = `homes[${index}]`;
  const reference = typeof item.reference === 'string' ? item.reference : null;
  if (reference !== null && reference.length > MAX_REFERENCE_LENGTH) return reportAt(context, reference, `${at}.reference must be at most ${MAX_REFERENCE_LENGTH} characters`, `${at}.reference`);
  const score = item.epcScore ?? null;
  if (score !== null && !(typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 100)) {
    return reportAt(context, score, `${at}.epcScore must be a whole number from 1 to 100`, `${at}.epcScore`);
  }
  const lodged = item.certificateLodgedOn ?? null;
  if (lodged !== null && !(typeof lodged === 'string' && ISO_DAY.test(lodged) && !Number.isNaN(Date.parse(lodged)) && lodged <= new Date().toISOString().slice(0, 10))) {
    return reportAt(context, lodged, `${at}.certificateLodgedOn must be a date (YYYY-MM-DD) no later than today`, `${at}.certificateLodgedOn`);
  }
  const viewpoint = item.viewpoint ?? 'unknown';
  if (!RENTAL_ROLES.some((role) => role.value === viewpoint)) {
    return reportAt(context, viewpoint, `${at}.viewpoint must be one of: ${RENTAL_ROLES.map((role) => role.value).join(', ')}`, `${at}.viewpoint`);
  }
  const { reference: _reference, epcScore: _score, certificateLodgedOn: _lodged, viewpoint: _viewpoint, ...profile } = item;
  const checked = checkWith(propertyInputSchema, { ...profile, address: NO_ADDRESS, tenure: 'Rented - Private' });
  if (!checked.ok) return reportAt(context, item, `${at}: ${checked.message}`, checked.field ? `${at}.${checked.field}` : at);
  return { reference, home: checked.value, epcScore: score as number | null, certificateLodgedOn: lodged as string | null, viewpoint: viewpoint as RentalRole };
}

export const partnerRentedHomesSchema: InputSchema<PartnerRentedHome[]> = z.pipe(
  payloadObject({
    homes: z.array(z.unknown()).check(z.maxLength(MAX_RENTED_HOMES_PER_CALL, { error: `Send at most ${MAX_RENTED_HOMES_PER_CALL} homes a call.` })),
  }),
  z.transform(({ homes }, context) => {
    const read: PartnerRentedHome[] = [];
    for (const [index, home] of homes.entries()) {
      read.push(homeAt(home, index, context));
      if (context.issues.length > 0) return z.NEVER;
    }
    return read;
  }),
);
