import { graphql, HttpResponse } from 'msw';
import type { AddressItem_AddressFragment, AddressLookupQuery, AddressLookupQueryVariables } from '../gql/graphql';

type Answer = AddressLookupQuery['addressLookup'];

/** A plausible address at a postcode; override what the test is about. */
export function buildAddress(overrides: Partial<AddressItem_AddressFragment> = {}): AddressItem_AddressFragment {
  return {
    id: overrides.id ?? `addr-${Math.random().toString(36).slice(2, 10)}`,
    address: '1 High Street, Edinburgh',
    postcode: 'EH3 9GL',
    epcRating: 'D',
    propertyType: 'Semi-detached house',
    yearBuilt: '1930-1949',
    floorArea: 92,
    numBedrooms: 3,
    heatingSystem: 'Gas boiler',
    ...overrides,
  };
}

export function buildAddresses(lines: readonly string[], postcode = 'EH3 9GL'): AddressItem_AddressFragment[] {
  return lines.map((address, index) => buildAddress({ id: `addr-${index + 1}`, address, postcode }));
}

/** Answers AddressLookup and records the postcodes it was asked for. */
export function answerAddressLookup(answer: Partial<Answer> & Pick<Answer, 'addresses'>, calls: string[] = []) {
  return graphql.query<AddressLookupQuery, AddressLookupQueryVariables>('AddressLookup', ({ variables }) => {
    calls.push(variables.postcode);
    // Real servers send __typename (Apollo asks for it to normalise the cache), so the mock does too.
    const addressLookup = {
      __typename: 'AddressLookupResult',
      reset: false,
      source: 'local' as const,
      message: null,
      ...answer,
      addresses: answer.addresses.map((address) => ({ __typename: 'AddressOption', ...address })),
    };
    return HttpResponse.json({ data: { addressLookup } });
  });
}

/** Fails AddressLookup the way the server does for a bad input: a GraphQL error with a message. */
export function failAddressLookup(message: string) {
  return graphql.query('AddressLookup', () =>
    HttpResponse.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }),
  );
}

/** Fails AddressLookup below GraphQL: the server is down or answers with a bare 500. */
export function breakAddressLookup() {
  return graphql.query('AddressLookup', () => new HttpResponse(null, { status: 500 }));
}
