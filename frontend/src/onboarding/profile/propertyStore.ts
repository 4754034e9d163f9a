import type { SavedPropertyFragment } from '../../gql/graphql';
import { SESSION_KEYS } from '../../storage/keys';
import { readItem, readJson, writeItem } from '../../storage/safeStorage';

/** The profile saved earlier in this session, of whichever home; the wizard's state reads it once. */
export function readCachedProperty(): SavedPropertyFragment | null {
  const cached = readJson<SavedPropertyFragment>('session', SESSION_KEYS.currentPropertyData);
  if (!cached || typeof cached !== 'object' || typeof cached.address !== 'string') return null;
  return cached;
}

/**
 * The saved profile if it is of this home (same address and postcode). Its id makes the next save
 * an update; a profile of another home is never updated with this one's address
 * (docs/product.md, "The wizard").
 */
export function savedProfileOf(
  saved: SavedPropertyFragment | null,
  { address, postcode }: { address: string; postcode: string },
): SavedPropertyFragment | null {
  return saved?.address === address && saved.postcode === postcode ? saved : null;
}

/**
 * Caches the saved profile for the plan screen and later saves, in session storage only (it holds
 * the address and e-mail, which must not outlive the tab), then reads the id back: storage
 * that silently drops writes must not go unnoticed (the caller's 'Data Storage Issue' toast).
 */
export function storeProperty(property: SavedPropertyFragment): boolean {
  const json = JSON.stringify(property);
  writeItem('session', SESSION_KEYS.currentPropertyId, property.id);
  writeItem('session', SESSION_KEYS.currentPropertyData, json);
  return readItem('session', SESSION_KEYS.currentPropertyId) === property.id;
}
