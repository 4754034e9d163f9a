import { useEffect } from 'react';
import type { AddressItem_AddressFragment, HomeDetailsFragment, SavedPropertyFragment } from '../../gql/graphql';
import { fallbackDetails } from '../epc/fallbackDetails';
import type { EpcLookup } from '../epc/useEpcDetailsLookup';
import { useWizardState } from '../wizard/WizardState';
import { detailsOfProperty } from './homeProfileValues';
import { savedProfileOf } from './propertyStore';

export interface ProfileSeed {
  details: HomeDetailsFragment;
  saved: SavedPropertyFragment | null;
}

/**
 * What the Home profile form starts from, or null while the EPC look-up runs. A profile saved
 * earlier for this home wins (it holds the visitor's own corrections, e.g. on "Edit Profile");
 * else the look-up's answer; a visitor arriving by ?step= without a chosen home gets the look-up
 * started here, or the look-up's fallback when there is nothing to look up.
 */
export function useProfileSeed(lookup: EpcLookup, startLookup: (chosen: AddressItem_AddressFragment) => Promise<void>): ProfileSeed | null {
  const { home, savedProfile } = useWizardState();
  const saved = home ? savedProfileOf(savedProfile, home) : savedProfile;
  const needsLookup = lookup.status === 'idle' && saved === null && home !== null;

  useEffect(() => {
    if (needsLookup && home) void startLookup(home);
  }, [needsLookup, home, startLookup]);

  if (saved) return { details: detailsOfProperty(saved), saved };
  if (lookup.status === 'done') return { details: lookup.details, saved: null };
  if (lookup.status === 'loading' || needsLookup) return null;
  return { details: fallbackDetails(null), saved: null };
}
