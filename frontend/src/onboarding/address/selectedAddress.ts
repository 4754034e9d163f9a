import type { AddressItem_AddressFragment } from '../../gql/graphql';
import { LOCAL_KEYS, SESSION_KEYS } from '../../storage/keys';
import { readJson, removeItems, writeItem } from '../../storage/safeStorage';

/** The home chosen at step 1, kept for the session so later steps and reloads can read it. */
export function saveSelectedAddress(address: AddressItem_AddressFragment): void {
  const { id, address: line, postcode, epcRating, propertyType, yearBuilt, floorArea, numBedrooms, heatingSystem } = address;
  const record: AddressItem_AddressFragment = { id, address: line, postcode, epcRating, propertyType, yearBuilt, floorArea, numBedrooms, heatingSystem };
  writeItem('session', SESSION_KEYS.selectedAddress, JSON.stringify(record));
}

export function readSelectedAddress(): AddressItem_AddressFragment | null {
  const stored = readJson<Partial<AddressItem_AddressFragment>>('session', SESSION_KEYS.selectedAddress);
  if (!stored || typeof stored.address !== 'string' || typeof stored.postcode !== 'string') return null;
  return {
    id: stored.id ?? '',
    address: stored.address,
    postcode: stored.postcode,
    epcRating: stored.epcRating ?? null,
    propertyType: stored.propertyType ?? null,
    yearBuilt: stored.yearBuilt ?? null,
    floorArea: stored.floorArea ?? null,
    numBedrooms: stored.numBedrooms ?? null,
    heatingSystem: stored.heatingSystem ?? null,
  };
}

/**
 * Choosing an address forgets the property data cached for the previous one,
 * so a plan for one home is never shown for another.
 */
export function clearCachedPropertyData(): void {
  removeItems('local', [LOCAL_KEYS.propertyData]);
}
