import { emailAddress } from './email.js';
import { payloadObject, type InputSchema } from './validation/schema-check.js';

/** POST /api/send-welcome-email and `sendWelcomeEmail`: the address given in the wizard, lower-case. */
export const welcomeEmailInputSchema: InputSchema<{ email: string }> = payloadObject({ email: emailAddress() });
