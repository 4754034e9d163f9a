/** Where the account menu leads: client routes, and server paths reached by full-page navigation or fetch. */
export const ACCOUNT_PATHS = {
  signIn: '/auth',
  myPlan: '/my-plan',
  /** A JSON attachment with everything held about the signed-in user (UK GDPR access). */
  exportData: '/api/account/export',
  /** DELETE: erases the user and every row they own, and ends the session (UK GDPR erasure). */
  account: '/api/account',
  /** Logout by full-page navigation; the server ends the session and redirects to /. */
  logout: '/api/logout',
} as const;
