import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { AddressItem_AddressFragment, HomeDetailsFragment } from '../../gql/graphql';
import { lookUpDetails } from './lookUpDetails';

export type EpcLookup = { status: 'idle' } | { status: 'loading' } | { status: 'done'; details: HomeDetailsFragment };

/**
 * Runs the EPC details look-up once an address is chosen. It runs while the visitor types their
 * e-mail, so the Home profile step usually finds the answer waiting.
 */
export function useEpcDetailsLookup() {
  const client = useApolloClient();
  const [lookup, setLookup] = useState<EpcLookup>({ status: 'idle' });

  const start = useCallback(
    async (chosen: AddressItem_AddressFragment) => {
      setLookup({ status: 'loading' });
      const details = await lookUpDetails(client, chosen);
      setLookup({ status: 'done', details });
    },
    [client],
  );

  return { lookup, start };
}
