import type { TypedAddressInput } from '@warmwise/common';
import { useEffect, useState } from 'react';
import { useAdoptingPrerenderedHtml } from '../../prerender/useAdoptingPrerenderedHtml';
import { readAddressDraft, saveAddressDraft } from './addressDraft';
import { clearCachedPropertyData } from './selectedAddress';
import { useAddressSearch } from './useAddressSearch';

export type AddressChoice = ReturnType<typeof useAddressChoice>;

const NOTHING_TYPED: TypedAddressInput = { houseNameOrNumber: '', street: '' };

/**
 * The Address step's search results and the home picked from them, or typed in when it is not
 * listed. Held by the wizard rather than the step, so Back from Contact Details returns to the same
 * list with the same home chosen (or the same address typed); kept in the wizard's draft too, so a
 * reload does the same without searching again.
 */
export function useAddressChoice() {
  const [earlier] = useState(readAddressDraft);
  const { results, searching, search, clear } = useAddressSearch(earlier.results);
  const [selectedId, setSelectedId] = useState<string | null>(earlier.selectedId);
  const [typedDraft, setTypedDraft] = useState<TypedAddressInput | null>(earlier.typed);
  // The build wrote the step with its empty postcode form: the browser adopts that before showing the list.
  const adoptingPrerenderedHtml = useAdoptingPrerenderedHtml();
  const shownResults = adoptingPrerenderedHtml ? null : results;
  const selected = shownResults?.addresses.find((option) => option.id === selectedId) ?? null;
  // A postcode with no listed homes goes straight to typing the address in.
  const typed = shownResults && shownResults.addresses.length === 0 ? (typedDraft ?? NOTHING_TYPED) : typedDraft;

  useEffect(() => {
    if (!adoptingPrerenderedHtml) saveAddressDraft({ results, selectedId, typed: typedDraft });
  }, [adoptingPrerenderedHtml, results, selectedId, typedDraft]);

  const runSearch = async (postcode: string) => {
    setSelectedId(null);
    setTypedDraft(null);
    await search(postcode);
  };

  const select = (id: string) => {
    setSelectedId(id);
    clearCachedPropertyData();
  };

  const searchAgain = () => {
    setSelectedId(null);
    setTypedDraft(null);
    clear();
  };

  const startTyping = () => {
    setSelectedId(null);
    setTypedDraft(NOTHING_TYPED);
    clearCachedPropertyData();
  };

  return {
    results: shownResults,
    searching,
    selectedId,
    selected,
    typed,
    runSearch,
    select,
    searchAgain,
    startTyping,
    editTyped: setTypedDraft,
    backToList: () => setTypedDraft(null),
  };
}
