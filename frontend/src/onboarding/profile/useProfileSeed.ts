import { useEffect } from 'react';
import type { AddressItem_AddressFragment, HomeDetailsFragment, SavedPropertyFragment } from '../../gql/graphql';
import { readSelectedAddress } from '../address/selectedAddress';
import { fallbackDetails } from '../epc/fallbackDetails';
import type { EpcLookup } from '../epc/useEpcDetailsLookup';
import { detailsOfProperty } from './homeProfileValues';
import { readCachedProperty } from './propertyStore';

export interface ProfileSeed {
  details: HomeDetailsFragment;
  saved: SavedPropertyFragment | null;
}

function savedFor(chosen: AddressItem_AddressFragment | null): SavedPropertyFragment | null {
  return chosen ? readCachedProperty(chosen.address, chosen.postcode) : readCachedProperty();
}

/**
 * What the Home profile form starts from, or null while the EPC look-up runs. A profile saved
 * earlier for this home wins (it holds the visitor's own corrections, e.g. on "Edit Profile");
 * else the look-up's answer; a visitor arriving by ?step= without a chosen home gets the look-up
 * started here, or the look-up's fallback when there is nothing to look up.
 */
export function useProfileSeed(lookup: EpcLookup, startLookup: (chosen: AddressItem_AddressFragment) => Promise<void>): ProfileSeed | null {
  const chosen = readSelectedAddress();
  const saved = savedFor(chosen);
  const needsLookup = lookup.status === 'idle' && saved === null && chosen !== null;

  useEffect(() => {
    const home = readSelectedAddress();
    if (needsLookup && home) void startLookup(home);
  }, [needsLookup, startLookup]);

  if (saved) return { details: detailsOfProperty(saved), saved };
  if (lookup.status === 'done') return { details: lookup.details, saved: null };
  if (lookup.status === 'loading' || needsLookup) return null;
  return { details: fallbackDetails(null), saved: null };
}
