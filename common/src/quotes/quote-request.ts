import * as z from 'zod/mini';
import { EMAIL_MESSAGES, isValidEmail } from '../email.js';
import { payloadObject, type InputSchema } from '../validation/schema-check.js';

/** A request for installer quotes on one recommendation, as the team and the CRM receive it. */
export interface QuoteRequestInput {
  /** Lower-case. */
  userEmail: string;
  productName: string;
  /** The recommendation's figures as the householder saw them; null when not sent. */
  productDetails: { cost: string | null; savings: string | null; description: string | null };
}

/**
 * What a visitor who skipped the contact step is told (docs/product.md, "Quotes and surveys"): the
 * request has no address to answer.
 * @internal exported for its tests, which expect this message
 */
export const QUOTE_EMAIL_REQUIRED = 'Email address is required. Please complete the onboarding process first.';

const DETAIL_LIMIT = 2_000;
const PRODUCT_NAME_LIMIT = 120;

/** Text or a number as sent, trimmed and cut to `limit`; null when blank or anything else. */
const shownText = (limit: number) =>
  z.transform((value: unknown): string | null => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string' || value.trim() === '') return null;
    return value.trim().slice(0, limit);
  });

const userEmail = z.pipe(
  z.pipe(shownText(Number.POSITIVE_INFINITY), z.string({ error: QUOTE_EMAIL_REQUIRED }).check(z.refine(isValidEmail, { error: EMAIL_MESSAGES.invalid }))),
  z.transform((email) => email.toLowerCase()),
);

const productDetails = payloadObject({ cost: shownText(DETAIL_LIMIT), savings: shownText(DETAIL_LIMIT), description: shownText(DETAIL_LIMIT) });

/** POST /api/request-quote and `requestQuote`: the address first (it is what a visitor most often lacks), then the product. */
export const quoteRequestSchema: InputSchema<QuoteRequestInput> = payloadObject({
  userEmail,
  productName: z.pipe(shownText(PRODUCT_NAME_LIMIT), z.string({ error: 'productName is required' })),
  productDetails,
});
