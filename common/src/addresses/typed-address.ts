import * as z from 'zod/mini';
import { payloadObject, requiredText, type InputSchema } from '../validation/schema-check.js';

/** The address a householder types when their home is not in the postcode's list. */
export interface TypedAddressInput {
  houseNameOrNumber: string;
  street: string;
}

/**
 * Long enough for "Flat 12b, The Old Rectory" and the longest street names; together with the
 * separator they stay inside the 255 characters a saved address holds.
 */
const TYPED_ADDRESS_LIMITS = { houseNameOrNumber: 80, street: 120 } as const;

const part = (field: keyof TypedAddressInput, required: string, label: string) =>
  z.pipe(
    requiredText(required),
    z.string().check(
      z.maxLength(TYPED_ADDRESS_LIMITS[field], { error: `${label} is too long: please keep it to ${TYPED_ADDRESS_LIMITS[field]} characters.` }),
    ),
  );

/** The typed-address form: both parts required, each trimmed and within its limit. */
export const typedAddressSchema: InputSchema<TypedAddressInput> = payloadObject({
  houseNameOrNumber: part('houseNameOrNumber', 'Please enter your house number or name', 'House number or name'),
  street: part('street', 'Please enter your street', 'Street'),
});

// A number (with an optional letter) runs into its street; a name is set off by a comma.
const ENDS_WITH_HOUSE_NUMBER = /\d+[a-z]?$/i;

/** One line, as certificates write it: "12 Acacia Avenue", "Flat 3, 12a Mill Lane", "Rose Cottage, Mill Lane". */
export function typedAddressLine({ houseNameOrNumber, street }: TypedAddressInput): string {
  const house = houseNameOrNumber.trim().replace(/,+$/, '');
  return `${house}${ENDS_WITH_HOUSE_NUMBER.test(house) ? ' ' : ', '}${street.trim()}`;
}
