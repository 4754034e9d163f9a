import { createHash } from 'node:crypto';
import { canonicalMailbox } from '@warmwise/common';
import type { Logger } from '../logging/logger.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { MailMessage } from './mailer.js';

// Ours. Whoever asks, and from however many addresses, a member of the public gets at most this
// many of each kind of mail from us: the request still lands with the team, only the copy is skipped.
export const QUOTE_COPIES_PER_RECIPIENT: RateLimitRule = { name: 'mail-quote-copy', limit: 3, windowSeconds: 3_600, failClosed: true };
export const CONTACT_ACKNOWLEDGEMENTS_PER_RECIPIENT: RateLimitRule = { name: 'mail-contact-ack', limit: 3, windowSeconds: 3_600, failClosed: true };
/** A copy of a plan is a large mail: an inbox gets at most 3 an hour, whoever asks and for whichever plan. */
export const PLAN_COPIES_PER_RECIPIENT: RateLimitRule = { name: 'mail-plan-copy', limit: 3, windowSeconds: 3_600, failClosed: true };
export const WELCOMES_PER_RECIPIENT: RateLimitRule = { name: 'mail-welcome', limit: 1, windowSeconds: 86_400, failClosed: true };
/**
 * Ours: the team's mailbox gets at most this many quote and contact mails an hour, from everyone
 * together (each network within its own limit can still add up to a flood). Past it the request is
 * stored and forwarded to the CRM as always; only the mail is skipped, and a warning says so.
 * @internal exported for its tests, which spend the allowance
 */
export const TEAM_MAILS_PER_HOUR: RateLimitRule = { name: 'mail-team', limit: 300, windowSeconds: 3_600, failClosed: false };

/**
 * The inbox an allowance counts: the canonical mailbox, so `name+1@` and `name+2@` spend one
 * allowance. The store keeps a hash, not the address: rate-limit keys are not a list of householders' e-mails.
 */
export const recipientKey = (email: string) => createHash('sha256').update(canonicalMailbox(email)).digest('base64url');

/** The team's copy of a request while the team's hourly allowance lasts, else nothing (and a warning). */
export async function withinTeamAllowance(limiter: RateLimiter, message: MailMessage, log: Logger): Promise<MailMessage[]> {
  if (await limiter.allows(TEAM_MAILS_PER_HOUR, recipientKey(message.to))) return [message];
  log.warn({ limit: TEAM_MAILS_PER_HOUR.limit }, 'Team mail reached its hourly cap: the request is stored and forwarded, its mail skipped');
  return [];
}

/**
 * Whether a mail the visitor asked for may go to `email`: first the asker's own asks to that inbox
 * (keyed on their visitor and the canonical mailbox, with the recipient's numbers), refused past the
 * allowance with a 429 that says so: those were their own asks, so telling them reveals nothing about
 * who else has mailed the address. Then the recipient's allowance itself, which stays silent (false:
 * skip the mail, answer as if sent), so a prober learns nothing about another's inbox.
 */
export async function askerMayMail(limiter: RateLimiter, rule: RateLimitRule, email: string, askerVisitorId: string, what: MailNoun): Promise<boolean> {
  const recipient = recipientKey(email);
  const ownAsks: RateLimitRule = {
    name: `${rule.name}-asked`,
    limit: rule.limit,
    windowSeconds: rule.windowSeconds,
    failClosed: false,
    refusal: (wait) => `You have already asked for ${allowance(rule.limit, what)} to this address, which is as many as we send it in ${period(rule.windowSeconds)}. Please try again in ${wait}.`,
  };
  await limiter.enforce(ownAsks, `${askerVisitorId}|${recipient}`);
  return limiter.allows(rule, recipient);
}

/** How the kind of mail is named in the refusal: 'a welcome e-mail', '3 links'. */
export interface MailNoun {
  one: string;
  many: string;
}
const allowance = (limit: number, what: MailNoun) => (limit === 1 ? what.one : `${limit} ${what.many}`);
const period = (seconds: number) => (seconds >= 86_400 ? 'a day' : 'an hour');

/**
 * The message while its recipient is within the allowance, else nothing. The caller's answer does
 * not change either way, so it tells a prober nothing about who has had mail.
 */
export async function withinRecipientAllowance(limiter: RateLimiter, rule: RateLimitRule, message: MailMessage): Promise<MailMessage[]> {
  return (await limiter.allows(rule, recipientKey(message.to))) ? [message] : [];
}
