import type { RateLimitRule } from '../rate-limit/rate-limiter.js';

// Ours (docs/accounts.md). All fail closed: each guards something an attacker could brute-force or
// use to flood an inbox, so with the store down they refuse rather than count nothing. A "network
// address" is the client's (clientNetwork); a "recipient" or "account" is an e-mail address, kept
// in keys as a hash. Every limit counts attempts, not failures: a count taken before the work is
// atomic, while "check, then count the failure" lets a burst of parallel requests all pass the check.

/**
 * Login attempts for one account from one network address: what anyone gets, the owner included,
 * except in a browser the account proved itself in (below).
 */
export const LOGIN_PER_ACCOUNT_AND_NETWORK_ADDRESS: RateLimitRule = { name: 'login-account-address', limit: 5, windowSeconds: 900, failClosed: true };

/**
 * Login attempts for one account from one browser it proved itself in (its device cookie), counted
 * instead of every limit on networks: a guesser behind the owner's network, or spraying from it,
 * cannot lock that browser out, and a stolen cookie still buys only 5 guesses in 15 minutes.
 */
export const LOGIN_PER_ACCOUNT_AND_DEVICE: RateLimitRule = { name: 'login-account-device', limit: 5, windowSeconds: 900, failClosed: true };

/**
 * Login attempts from one network address over all accounts: stops one machine spraying guesses
 * over many accounts. Attempts at an account the address has signed in to before are not counted,
 * so people behind one busy shared address still reach their own accounts.
 */
export const LOGIN_PER_NETWORK_ADDRESS: RateLimitRule = { name: 'login-address', limit: 50, windowSeconds: 900, failClosed: true };

/**
 * Login attempts at one account from network addresses it has never signed in from: stops a guessing
 * run spread over many addresses. Past it only the account's known addresses may go on trying, so the
 * run cannot lock the owner out.
 */
export const LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES: RateLimitRule = { name: 'login-account', limit: 100, windowSeconds: 3_600, failClosed: true };

/** Asks for a code mail (verification, resend, reset) from one network address: no spraying inboxes. */
export const CODE_MAILS_PER_NETWORK_ADDRESS: RateLimitRule = { name: 'auth-code-ask-address', limit: 20, windowSeconds: 3_600, failClosed: true };

/**
 * Reset asks for one account from one network address, the account's known addresses included; from
 * a browser the account proved itself in, its own count instead (below). Someone sharing the owner's
 * network can spend this, so the refusal points to the newest reset mail's link, which works as long
 * as this window (RESET_LINK_SECONDS) and cannot be used up by guessing.
 */
export const RESETS_PER_ACCOUNT_AND_NETWORK_ADDRESS: RateLimitRule = {
  name: 'reset-account-address',
  limit: 5,
  windowSeconds: 3_600,
  failClosed: true,
  refusal: (wait) => `Too many reset codes have been asked for this account from your network. Use the link in the newest reset e-mail (it works for an hour), or try again in ${wait}.`,
};

/** Reset asks for one account from one browser it proved itself in (its device cookie). */
export const RESETS_PER_ACCOUNT_AND_DEVICE: RateLimitRule = { name: 'reset-account-device', limit: 5, windowSeconds: 3_600, failClosed: true };

/**
 * How long a reset mail's link works: as long as the reset asks' window, so while a network's asks are
 * spent (by the owner or by someone sharing the network) the newest reset mail in the owner's inbox
 * still works.
 */
export const RESET_LINK_SECONDS = RESETS_PER_ACCOUNT_AND_NETWORK_ADDRESS.windowSeconds;

/**
 * Code mails (and the notices sent in their place) to one recipient, whoever asks and from however
 * many addresses. A reset asked from a known address of the account is not counted: strangers
 * filling this allowance cannot stop the owner resetting from home.
 */
export const CODE_MAILS_PER_RECIPIENT: RateLimitRule = { name: 'auth-code-send', limit: 5, windowSeconds: 3_600, failClosed: true };

/** Codes checked by one network address, whatever the account. */
export const CODE_CHECKS_PER_NETWORK_ADDRESS: RateLimitRule = { name: 'auth-code-check', limit: 30, windowSeconds: 900, failClosed: true };
