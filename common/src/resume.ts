import { emailAddress } from './email.js';
import { payloadObject, type InputSchema } from './validation/schema-check.js';

/** POST /api/resume-links/email and `emailResumeLink`: where to send a link back to the plan, lower-case. */
export const resumeLinkMailInputSchema: InputSchema<{ email: string }> = payloadObject({ email: emailAddress() });
