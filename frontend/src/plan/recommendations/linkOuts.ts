import { BRAND } from '@warmwise/common';

/**
 * The survey and the EPC are booked on the provider's shop, not quoted for
 * (docs/product.md, "Quotes and surveys").
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
