import * as z from 'zod/mini';
import { EMAIL_MESSAGES, isValidEmail } from '../email.js';
import { addSharedIssue, payloadObject, trimmedText, type InputSchema } from '../validation/schema-check.js';

/** The longest text each field of the contact form may hold; the server's columns are sized to match. */
export const CONTACT_FIELD_LIMITS = { name: 120, email: 254, subject: 200, message: 5_000 } as const;

type ContactField = keyof typeof CONTACT_FIELD_LIMITS;

/** The message from the /contact page: each field trimmed, the address in lower case. */
export type ContactMessageInput = Record<ContactField, string>;

/** What a blank field is answered with (docs/product.md, "Contact"): one sentence for them all. */
const CONTACT_FIELDS_REQUIRED = 'Please fill in all fields.';

const FIELD_LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email address', subject: 'Subject', message: 'Message' };
const FIELDS = Object.keys(CONTACT_FIELD_LIMITS) as ContactField[];
// Name and subject become mail headers and one-line labels: line breaks and control characters go.
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

const oneLine = z.pipe(
  trimmedText,
  z.transform((text) => text.replace(CONTROL_CHARACTERS, ' ')),
);

const withinLimit = (field: ContactField) =>
  z.maxLength(CONTACT_FIELD_LIMITS[field], {
    error: `${FIELD_LABELS[field]} is too long: please keep it to ${CONTACT_FIELD_LIMITS[field].toLocaleString('en-GB')} characters.`,
  });

const form = payloadObject({
  name: oneLine,
  email: z.pipe(
    trimmedText,
    z.transform((text) => text.toLowerCase()),
  ),
  subject: oneLine,
  message: trimmedText,
});

/** Every blank field is named at once, before any other rule is applied. */
const noneBlank = z.custom<ContactMessageInput>().check(
  z.superRefine((message, context) => {
    const blank = FIELDS.filter((field) => message[field] === '');
    if (blank.length > 0) addSharedIssue(context, message, CONTACT_FIELDS_REQUIRED, blank);
  }),
);

/** Then each field's length, in the form's order. */
const withinLimits = z.object({
  name: z.string().check(withinLimit('name')),
  email: z.string().check(withinLimit('email')),
  subject: z.string().check(withinLimit('subject')),
  message: z.string().check(withinLimit('message')),
});

const validAddress = z.custom<ContactMessageInput>().check(z.refine((message) => isValidEmail(message.email), { error: EMAIL_MESSAGES.invalid, path: ['email'] }));

/**
 * The contact form's four fields (POST /api/contact and `sendContactMessage`), checked in the order
 * a person fixes them: missing, too long, malformed.
 */
export const contactMessageSchema: InputSchema<ContactMessageInput> = z.pipe(z.pipe(z.pipe(form, noneBlank), withinLimits), validAddress);
