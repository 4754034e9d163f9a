import type { EntityManager } from '@mikro-orm/postgresql';
import { EMAIL_MESSAGES, isValidEmail } from '@warmwise/common';
import { badInput } from '../errors/domain-error.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { Logger } from '../logging/logger.js';
import { CONTACT_ACKNOWLEDGEMENTS_PER_RECIPIENT, withinRecipientAllowance, withinTeamAllowance } from '../mail/recipient-allowance.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { contactAcknowledgementMail, teamContactMail } from './contact-mail.js';
import { CONTACT_FIELD_LIMITS, ContactMessage } from './contact-message.entity.js';

// What a blank field and a sent message are answered with (docs/product.md, "Contact").
const CONTACT_FIELDS_REQUIRED = 'Please fill in all fields.';
export const CONTACT_SENT_MESSAGE = "Thank you for your message. We'll get back to you within one working day.";
// Ours: a person writes once or twice; more than 5 an hour from one network address is a script
// filling the team's inbox.
const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact', limit: 5, windowSeconds: 3_600, failClosed: false };

type ContactField = keyof typeof CONTACT_FIELD_LIMITS;
const FIELD_LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email address', subject: 'Subject', message: 'Message' };
// Name and subject become mail headers and one-line labels: line breaks and control characters go.
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The four fields, trimmed, checked in the order a person fixes them: missing, too long, malformed. */
function checkContactForm(payload: unknown): Record<ContactField, string> {
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const form = {
    name: trimmed(body.name).replace(CONTROL_CHARACTERS, ' '),
    email: trimmed(body.email).toLowerCase(),
    subject: trimmed(body.subject).replace(CONTROL_CHARACTERS, ' '),
    message: trimmed(body.message),
  };
  const fields = Object.keys(CONTACT_FIELD_LIMITS) as ContactField[];
  const missing = fields.filter((field) => form[field] === '');
  if (missing.length > 0) throw badInput(CONTACT_FIELDS_REQUIRED, { fields: missing });
  for (const field of fields) {
    const limit = CONTACT_FIELD_LIMITS[field];
    if (form[field].length > limit) {
      throw badInput(`${FIELD_LABELS[field]} is too long: please keep it to ${limit.toLocaleString('en-GB')} characters.`, { field });
    }
  }
  if (!isValidEmail(form.email)) throw badInput(EMAIL_MESSAGES.invalid, { field: 'email' });
  return form;
}

/**
 * Contact messages: the row and its mails (to the team, and an acknowledgement to the sender) are
 * committed together, so none is lost when mail is down.
 */
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly mail: MailQueue,
    private readonly teamAddress: string,
    private readonly limiter: RateLimiter,
    /** Who is asking, for the rate limit: their network address (a cookie is too easy to drop). */
    private readonly requester: string,
    private readonly log: Logger,
  ) {}

  async send(payload: unknown): Promise<ContactMessage> {
    const form = checkContactForm(payload);
    await this.limiter.enforce(CONTACT_RATE_LIMIT, this.requester);
    await this.session.keep("We can't send your message right now. Please try again in a moment.");
    const contact = this.em.create(ContactMessage, { ownerVisitorId: this.session.data.visitorId, ...form });
    const acknowledgement = await withinRecipientAllowance(this.limiter, CONTACT_ACKNOWLEDGEMENTS_PER_RECIPIENT, contactAcknowledgementMail(contact));
    const team = await withinTeamAllowance(this.limiter, teamContactMail(contact, this.teamAddress), this.log);
    await this.em.transactional(async (tx) => {
      tx.persist(contact);
      await tx.flush();
      await this.mail.enqueue([...team, ...acknowledgement], { em: tx });
    });
    return contact;
  }
}
