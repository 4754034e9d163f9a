import type { AddressItem_AddressFragment } from '../../gql/graphql';

/**
 * Lists longer than this are not drawn until the visitor types: scrolling through a block of
 * 200 flats is slower than typing "Flat 12", and the 'Start typing to filter addresses' state
 * says so. Shorter lists show in full, since most postcodes hold 10-30 homes.
 * @internal exported for its tests, which build a list just past it
 */
export const LONG_LIST_THRESHOLD = 30;

/** What the list area shows: the matching homes, or which empty state and why. */
export type AddressListView =
  | { kind: 'list'; addresses: AddressItem_AddressFragment[] }
  | { kind: 'startTyping' }
  | { kind: 'noMatch' };

/** Every word typed must appear in the address, in any order and case ("12 high" finds "12 High Street"). */
function matchesFilter(address: string, filter: string): boolean {
  const haystack = address.toLowerCase();
  return filter
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function viewAddresses(addresses: AddressItem_AddressFragment[], filter: string): AddressListView {
  if (filter.trim() === '') {
    return addresses.length > LONG_LIST_THRESHOLD ? { kind: 'startTyping' } : { kind: 'list', addresses };
  }
  const matching = addresses.filter((option) => matchesFilter(option.address, filter));
  return matching.length > 0 ? { kind: 'list', addresses: matching } : { kind: 'noMatch' };
}

export function countLabel(total: number, shown?: number): string {
  const noun = total === 1 ? 'property' : 'properties';
  if (shown === undefined || shown === total) return `${total} ${noun} found`;
  return `${shown} of ${total} ${noun}`;
}
