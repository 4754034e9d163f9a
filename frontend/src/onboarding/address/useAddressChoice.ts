import { useEffect, useState } from 'react';
import { useAdoptingPrerenderedHtml } from '../../prerender/useAdoptingPrerenderedHtml';
import { readAddressDraft, saveAddressDraft } from './addressDraft';
import { clearCachedPropertyData } from './selectedAddress';
import { useAddressSearch } from './useAddressSearch';

export type AddressChoice = ReturnType<typeof useAddressChoice>;

/**
 * The Address step's search results and the home picked from them. Held by the wizard rather than
 * the step, so Back from Contact Details returns to the same list with the same home chosen; kept
 * in the wizard's draft too, so a reload does the same without searching again.
 */
export function useAddressChoice() {
  const [earlier] = useState(readAddressDraft);
  const { results, searching, search, clear } = useAddressSearch(earlier.results);
  const [selectedId, setSelectedId] = useState<string | null>(earlier.selectedId);
  // The build wrote the step with its empty postcode form: the browser adopts that before showing the list.
  const adoptingPrerenderedHtml = useAdoptingPrerenderedHtml();
  const shownResults = adoptingPrerenderedHtml ? null : results;
  const selected = shownResults?.addresses.find((option) => option.id === selectedId) ?? null;

  useEffect(() => {
    if (!adoptingPrerenderedHtml) saveAddressDraft({ results, selectedId });
  }, [adoptingPrerenderedHtml, results, selectedId]);

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

  return { results: shownResults, searching, selectedId, selected, runSearch, select, searchAgain };
}
