import { emailAddress } from './email.js';
import { payloadObject, type InputSchema } from './validation/schema-check.js';

/** POST /api/resume-links/email and `emailResumeLink`: where to send a link back to the plan, lower-case. */
export const resumeLinkMailInputSchema: InputSchema<{ email: string }> = payloadObject({ email: emailAddress() });

/**
 * How many days a resume link opens its plan: the same as an anonymous home is kept without a
 * change, so a link does not outlive its plan by much, and one lying in an inbox does not open a
 * session for ever.
 */
export const RESUME_LINK_DAYS = 30;
