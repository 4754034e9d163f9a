import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactMessageInput } from '@warmwise/common';
import type { MailQueue } from '../mail/mail-queue.js';
import type { Logger } from '../logging/logger.js';
import { CONTACT_ACKNOWLEDGEMENTS_PER_RECIPIENT, withinRecipientAllowance, withinTeamAllowance } from '../mail/recipient-allowance.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { contactAcknowledgementMail, teamContactMail } from './contact-mail.js';
import { ContactMessage } from './contact-message.entity.js';

// What a sent message is answered with (docs/product.md, "Contact").
export const CONTACT_SENT_MESSAGE = "Thank you for your message. We'll get back to you within one working day.";
// Ours: a person writes once or twice; more than 5 an hour from one network address is a script
// filling the team's inbox.
const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact', limit: 5, windowSeconds: 3_600, failClosed: false };

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

  async send(form: ContactMessageInput): Promise<ContactMessage> {
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
