import type { AddressItem_AddressFragment, HomeDetailsFragment } from '../../gql/graphql';

const UNKNOWN = 'Unknown';
// The stated facts' own "not known", which their selects show as "Not sure".
const NOT_SURE = 'unknown';

/**
 * When the EPC details look-up fails, times out or knows nothing, the wizard continues with what
 * the postcode search already said about the home, and "not known" for the rest
 * (docs/product.md, "The EPC look-up"). The server maps the search's fields to the wizard's
 * options, like the details.
 */
export function fallbackDetails(chosen: AddressItem_AddressFragment | null): HomeDetailsFragment {
  return {
    address: chosen?.address ?? 'Unknown Address',
    fullAddress: null,
    postcode: chosen?.postcode ?? 'Unknown Postcode',
    epcRating: chosen?.epcRating ?? UNKNOWN,
    propertyType: chosen?.propertyType ?? UNKNOWN,
    yearBuilt: chosen?.yearBuilt ?? UNKNOWN,
    heatingSystem: chosen?.heatingSystem ?? UNKNOWN,
    floorArea: chosen?.floorArea ?? null,
    numBedrooms: chosen?.numBedrooms ?? null,
    epcValidUntil: null,
    tenure: null,
    heatingFuel: null,
    wallInsulation: NOT_SURE,
    loftInsulationMm: null,
    glazing: NOT_SURE,
    boilerType: NOT_SURE,
    heatingControls: NOT_SURE,
    flatPosition: NOT_SURE,
    typicalOf: null,
  };
}

/**
 * Whether the details come from the home's own certificate: the look-up answered with one. Its
 * answer alone names the full address; values typical of homes nearby and the fallback do not.
 */
export const fromCertificate = (details: HomeDetailsFragment): boolean => details.fullAddress !== null && details.typicalOf === null;
