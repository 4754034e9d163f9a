/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where an address look-up was answered from */
export type AddressSource =
  | 'cache'
  | 'local'
  | 'register';

export type AddressItem_AddressFragment = { id: string, address: string, postcode: string, epcRating: string | null, propertyType: string | null, yearBuilt: string | null, floorArea: number | null, numBedrooms: number | null, heatingSystem: string | null };

export type AddressLookupQueryVariables = Exact<{
  postcode: string;
}>;


export type AddressLookupQuery = { addressLookup: { reset: boolean, source: AddressSource, message: string | null, addresses: Array<{ id: string, address: string, postcode: string, epcRating: string | null, propertyType: string | null, yearBuilt: string | null, floorArea: number | null, numBedrooms: number | null, heatingSystem: string | null }> } };

export const AddressItem_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressItem_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}}]}}]} as unknown as DocumentNode<AddressItem_AddressFragment, unknown>;
export const AddressLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reset"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressItem_address"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressItem_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}}]}}]} as unknown as DocumentNode<AddressLookupQuery, AddressLookupQueryVariables>;