/**
 * Endpoints (REST paths and GraphQL fields) that store a code after answering, so that a known
 * and an unknown address answer in the same time (backend/src/accounts/account-deps.ts).
 */
export const WORK_AFTER_ANSWER = [
  '/api/send-verification',
  '/api/resend-verification',
  '/api/send-password-reset',
  'mutation sendVerification ',
  'mutation resendVerification ',
  'mutation sendPasswordReset ',
];
