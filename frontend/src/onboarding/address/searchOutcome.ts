import type { AddressItem_AddressFragment, AddressLookupQuery } from '../../gql/graphql';
import { friendlyMessage } from '../../errors/friendlyMessage';
import type { Notice } from '../../toast/toaster';

/**
 * The three toasts a postcode search can end with (docs/product.md, "The wizard").
 * @internal exported for its tests, which expect these texts
 */
export const SEARCH_NOTICES = {
  noResults: {
    title: 'No properties found',
    description: "We couldn't find any properties with this postcode. Please try a different postcode.",
  },
  failureTitle: 'Error searching postcode',
  failureFallback: 'There was a problem searching for that postcode. Please try again.',
  foundTitle: 'Address data retrieved',
} as const;

export interface SearchOutcome {
  /** null clears the list and brings back the postcode form; an empty list offers to type the address in. */
  addresses: AddressItem_AddressFragment[] | null;
  notice: Notice;
}

// Said when the server sends no message of its own, which is preferred.
const foundMessage = (n: number) => `Found ${n} properties in this area.`;

/**
 * Turns an answer into what the step shows. A reset flag or an empty list both mean "nothing here":
 * the home may still be real (four in ten have no certificate), so the step offers to type it in.
 */
export function outcomeOfAnswer(answer: AddressLookupQuery['addressLookup'] | undefined): SearchOutcome {
  if (!answer || answer.reset || answer.addresses.length === 0) {
    return { addresses: [], notice: { ...SEARCH_NOTICES.noResults, tone: 'destructive' } };
  }
  const description = answer.message?.trim() || foundMessage(answer.addresses.length);
  return {
    addresses: answer.addresses,
    notice: { title: SEARCH_NOTICES.foundTitle, description, tone: 'info' },
  };
}

export function outcomeOfError(error: unknown): SearchOutcome {
  return {
    addresses: null,
    notice: {
      title: SEARCH_NOTICES.failureTitle,
      description: friendlyMessage(error, SEARCH_NOTICES.failureFallback),
      tone: 'destructive',
    },
  };
}
