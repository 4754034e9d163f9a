import * as z from 'zod/mini';
import { payloadObject, type InputSchema } from './validation/schema-check.js';

/** The version of the 'Privacy & Data Use' text a visitor agrees to. */
export const CONSENT_VERSION = '1.0';

export interface ConsentInput {
  accepted: true;
  version: typeof CONSENT_VERSION;
}

/** POST /api/consent and `recordConsent`: the box ticked, for the current wording (the version may be left out). */
export const consentInputSchema: InputSchema<ConsentInput> = payloadObject({
  accepted: z.literal(true, { error: 'Please tick the box to accept the terms and privacy policy' }),
  version: z.pipe(
    z.transform((version: unknown) => version ?? CONSENT_VERSION),
    z.literal(CONSENT_VERSION, { error: `Consent version must be ${CONSENT_VERSION}` }),
  ),
});
