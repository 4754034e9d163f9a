import type { AddressItem_AddressFragment, SavedPropertyFragment } from '../../gql/graphql';
import { buildAddress } from '../../test/addressLookupHandlers';
import { SESSION_KEYS } from '../../storage/keys';

export const CHOSEN_HOME: AddressItem_AddressFragment = buildAddress({ id: 'addr-2', address: '12 Lister Square, Edinburgh', postcode: 'EH3 9GL' });

/** Puts the browser where the Address and Contact steps leave it, for tests that start later. */
export function arriveWith({ home = CHOSEN_HOME, email = 'sam@example.com' }: { home?: AddressItem_AddressFragment | null; email?: string | null } = {}) {
  if (home) window.sessionStorage.setItem(SESSION_KEYS.selectedAddress, JSON.stringify(home));
  if (email) window.sessionStorage.setItem(SESSION_KEYS.userEmail, email);
}

/** A profile saved earlier in the session, as the wizard caches it. */
export function cacheProperty(property: SavedPropertyFragment) {
  window.sessionStorage.setItem(SESSION_KEYS.currentPropertyId, property.id);
  window.sessionStorage.setItem(SESSION_KEYS.currentPropertyData, JSON.stringify(property));
}
