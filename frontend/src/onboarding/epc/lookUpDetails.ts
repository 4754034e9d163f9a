import type { ApolloClient } from '@apollo/client';
import type { AddressItem_AddressFragment, HomeDetailsFragment } from '../../gql/graphql';
import { notify } from '../../toast/toaster';
import { epcDetailsQuery } from './epcDetails.query';
import { fallbackDetails } from './fallbackDetails';

/**
 * The EPC details look-up gives up after 45 s (docs/product.md, "The EPC look-up").
 * @internal exported for its tests, which advance the clock to it
 */
export const EPC_LOOKUP_TIMEOUT_MS = 45_000;

/**
 * The chosen home's EPC details, or the fallback details when the look-up fails, answers
 * without success or takes too long. Never rejects: the wizard always continues. Without a
 * certificate, the server's answer is still used when it says what is typical of homes nearby:
 * that beats 'Unknown' for a home typed in (docs/product.md, "A home that is not listed").
 */
export async function lookUpDetails(
  client: ApolloClient,
  chosen: AddressItem_AddressFragment,
  timeoutMs: number = EPC_LOOKUP_TIMEOUT_MS,
): Promise<HomeDetailsFragment> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const { data } = await client.query({
      query: epcDetailsQuery,
      variables: { address: chosen.address, postcode: chosen.postcode },
      context: { fetchOptions: { signal: controller.signal } },
      fetchPolicy: 'no-cache',
    });
    const answer = data?.epcDetails;
    return answer?.data && (answer.success || answer.data.typicalOf) ? answer.data : fallbackDetails(chosen);
  } catch {
    if (timedOut) notify({ title: 'Slow Connection', description: 'Using your address details to continue.' });
    return fallbackDetails(chosen);
  } finally {
    clearTimeout(timer);
  }
}
