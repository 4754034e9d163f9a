import type { RateLimitRule } from '../rate-limit/rate-limiter.js';

// Ours (docs/accounts.md). All fail closed: each guards something an attacker could brute-force or
// use to flood an inbox, so with the store down they refuse rather than count nothing.

/** Login attempts for one account from one network address. */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = { name: 'login-account-address', limit: 5, windowSeconds: 900, failClosed: true };

/** Login attempts for one account from anywhere: stops a spread-out guessing run. */
export const LOGIN_PER_ACCOUNT: RateLimitRule = { name: 'login-account', limit: 100, windowSeconds: 3_600, failClosed: true };

/** Codes (and the notices sent in their place) mailed to one address: verification, resend, reset. */
export const CODES_SENT_PER_ADDRESS: RateLimitRule = { name: 'auth-code-send', limit: 5, windowSeconds: 3_600, failClosed: true };

/** Codes checked by one network address, whatever the account. */
export const CODE_CHECKS_PER_ADDRESS: RateLimitRule = { name: 'auth-code-check', limit: 30, windowSeconds: 900, failClosed: true };
