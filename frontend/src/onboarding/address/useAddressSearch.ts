import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AddressItem_AddressFragment } from '../../gql/graphql';
import { notify } from '../../toast/toaster';
import { addressLookupQuery } from './addressLookup.query';
import { outcomeOfAnswer, outcomeOfError, type SearchOutcome } from './searchOutcome';

export interface AddressResults {
  postcode: string;
  addresses: AddressItem_AddressFragment[];
}

/**
 * Runs the AddressLookup query for a valid, normalised postcode and reports the outcome by toast.
 * Starts from `earlier`, the results of a search made before a reload.
 */
export function useAddressSearch(earlier: AddressResults | null) {
  const [lookup, { loading }] = useLazyQuery(addressLookupQuery, { fetchPolicy: 'network-only' });
  const [results, setResults] = useState<AddressResults | null>(earlier);

  const search = async (postcode: string): Promise<void> => {
    let outcome: SearchOutcome;
    try {
      const { data, error } = await lookup({ variables: { postcode } });
      outcome = error ? outcomeOfError(error) : outcomeOfAnswer(data?.addressLookup);
    } catch (error) {
      // Apollo 4 rejects the promise when errorPolicy is 'none'; older paths resolve with `error`.
      outcome = outcomeOfError(error);
    }
    setResults(outcome.addresses ? { postcode, addresses: outcome.addresses } : null);
    notify(outcome.notice);
  };

  return { results, searching: loading, search, clear: () => setResults(null) };
}
