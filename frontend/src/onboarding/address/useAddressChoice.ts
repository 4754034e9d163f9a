import { useState } from 'react';
import { clearCachedPropertyData } from './selectedAddress';
import { useAddressSearch } from './useAddressSearch';

export type AddressChoice = ReturnType<typeof useAddressChoice>;

/**
 * The Address step's search results and the home picked from them. Held by the wizard rather than
 * the step, so Back from Contact Details returns to the same list with the same home chosen.
 */
export function useAddressChoice() {
  const { results, searching, search, clear } = useAddressSearch();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = results?.addresses.find((option) => option.id === selectedId) ?? null;

  const runSearch = async (postcode: string) => {
    setSelectedId(null);
    await search(postcode);
  };

  const select = (id: string) => {
    setSelectedId(id);
    clearCachedPropertyData();
  };

  const searchAgain = () => {
    setSelectedId(null);
    clear();
  };

  return { results, searching, selectedId, selected, runSearch, select, searchAgain };
}
