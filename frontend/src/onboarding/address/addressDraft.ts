import type { TypedAddressInput } from '@warmwise/common';
import type { AddressItem_AddressFragment } from '../../gql/graphql';
import { readDraftPart, saveDraftPart } from '../wizard/wizardDraft';
import type { AddressResults } from './useAddressSearch';

export interface AddressSearchDraft {
  results: AddressResults | null;
  selectedId: string | null;
  /** The address as typed so far, while the visitor types one in; null while they pick from the list. */
  typed: TypedAddressInput | null;
}

const NO_SEARCH: AddressSearchDraft = { results: null, selectedId: null, typed: null };

function isResults(value: unknown): value is AddressResults {
  if (!value || typeof value !== 'object') return false;
  const { postcode, addresses } = value as Partial<AddressResults>;
  const isAddress = (item: Partial<AddressItem_AddressFragment> | null) => typeof item?.id === 'string' && typeof item.address === 'string';
  return typeof postcode === 'string' && Array.isArray(addresses) && addresses.every(isAddress);
}

function typedOf(value: unknown): TypedAddressInput | null {
  if (!value || typeof value !== 'object') return null;
  const { houseNameOrNumber, street } = value as Partial<TypedAddressInput>;
  return typeof houseNameOrNumber === 'string' && typeof street === 'string' ? { houseNameOrNumber, street } : null;
}

/** The last postcode's addresses and the home picked from them or typed in, as the Address step left them. */
export function readAddressDraft(): AddressSearchDraft {
  const stored = readDraftPart('addressSearch') as Partial<AddressSearchDraft> | undefined;
  if (!stored || !isResults(stored.results)) return NO_SEARCH;
  return {
    results: stored.results,
    selectedId: typeof stored.selectedId === 'string' ? stored.selectedId : null,
    typed: typedOf(stored.typed),
  };
}

export function saveAddressDraft(draft: AddressSearchDraft): void {
  saveDraftPart('addressSearch', draft.results ? draft : undefined);
}
