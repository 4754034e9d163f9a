import { BRAND } from '@warmwise/common';

/**
 * Spec section 9: the survey and the EPC are booked on the provider's shop, not quoted for.
 * Titles compare as people read them, ignoring case and stray spaces.
 */
const LINK_OUTS: ReadonlyMap<string, string> = new Map([
  [`Booking a ${BRAND.productName} Home Survey`.toLowerCase(), BRAND.surveyShopUrl],
  ['EPC (Energy Performance Certificate)'.toLowerCase(), BRAND.epcShopUrl],
]);

/** The shop page that books this recommendation, or undefined when it is quoted for instead. */
export function bookingUrl(title: string): string | undefined {
  return LINK_OUTS.get(title.trim().toLowerCase());
}
