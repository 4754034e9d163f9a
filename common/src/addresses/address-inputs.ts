import * as z from 'zod/mini';
import { ukPostcode } from '../postcode.js';
import { payloadObject, trimmedText, type InputSchema } from '../validation/schema-check.js';

/** The longest address the look-up reads; a certificate's address is shorter. */
const ADDRESS_MAX_LENGTH = 255;

/** POST /api/epc/lookup and `addressLookup`: a postcode as a person typed it, normalised. */
export const addressLookupSchema: InputSchema<{ postcode: string }> = payloadObject({ postcode: ukPostcode });

/** POST /api/epc/details and `epcDetails`: the postcode first, then the address chosen at it. */
export const epcDetailsSchema: InputSchema<{ postcode: string; address: string }> = payloadObject({
  postcode: ukPostcode,
  address: z.pipe(
    z.pipe(
      trimmedText,
      z.transform((address) => address.slice(0, ADDRESS_MAX_LENGTH)),
    ),
    z.string().check(z.minLength(1, { error: 'Please choose an address' })),
  ),
});
