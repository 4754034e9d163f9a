/**
 * What the accounts feature publishes to the others besides its services: the signed-in person a
 * request acts for, the session's cookie controls the request context hands every service, and the
 * key of a recipient's resend wait, which the mail worker lifts when a code's mail finally fails.
 */
export { requireSignedInUser } from './current-user.js';
export { resendWaitKey } from './resend-wait.js';
export { SessionControl } from './session-control.js';
export { moveVisitorRows } from './visitor-rows.js';
