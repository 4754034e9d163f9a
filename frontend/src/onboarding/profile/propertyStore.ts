import type { SavedPropertyFragment } from '../../gql/graphql';
import { LOCAL_KEYS, SESSION_KEYS } from '../../storage/keys';
import { readItem, readJson, writeItem } from '../../storage/safeStorage';

const sameHome = (property: SavedPropertyFragment, address: string, postcode: string) =>
  property.address === address && property.postcode === postcode;

/**
 * The profile saved earlier in this session for this home, if any. Its id makes the next save an
 * update; a profile of another home is never updated with this one's address
 * (docs/product.md, "The wizard").
 */
export function readCachedProperty(address?: string, postcode?: string): SavedPropertyFragment | null {
  const cached =
    readJson<SavedPropertyFragment>('session', SESSION_KEYS.currentPropertyData) ??
    readJson<SavedPropertyFragment>('local', LOCAL_KEYS.propertyData);
  if (!cached || typeof cached !== 'object' || typeof cached.address !== 'string') return null;
  if (address !== undefined && postcode !== undefined && !sameHome(cached, address, postcode)) return null;
  return cached;
}

/**
 * Caches the saved profile for the plan screen and later saves, then reads the id back: storage
 * that silently drops writes must not go unnoticed (the caller's 'Data Storage Issue' toast).
 */
export function storeProperty(property: SavedPropertyFragment): boolean {
  const json = JSON.stringify(property);
  writeItem('session', SESSION_KEYS.currentPropertyId, property.id);
  writeItem('session', SESSION_KEYS.currentPropertyData, json);
  writeItem('local', LOCAL_KEYS.propertyData, json);
  return readItem('session', SESSION_KEYS.currentPropertyId) === property.id;
}
