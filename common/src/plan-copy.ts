import { emailAddress } from './email.js';
import { payloadObject, type InputSchema } from './validation/schema-check.js';

/** POST /api/properties/{id}/energy-plan/email, /api/plan/{token}/email and `emailPlan`/`emailSharedPlan`: where to send the copy, lower-case. */
export const planCopyMailInputSchema: InputSchema<{ email: string }> = payloadObject({ email: emailAddress() });

/** The answer to every accepted ask for a copy by e-mail, whether or not one goes: it tells a prober nothing. */
export const PLAN_COPY_SENDING_MESSAGE = "We're sending your plan to that address. It should arrive in a few minutes.";
