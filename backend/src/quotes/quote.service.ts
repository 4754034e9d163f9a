import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteRequestInput } from '@warmwise/common';
import type { InteractionWebhook } from '../jobs/interaction-webhook.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { Logger } from '../logging/logger.js';
import { QUOTE_COPIES_PER_RECIPIENT, withinRecipientAllowance, withinTeamAllowance } from '../mail/recipient-allowance.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { householderQuoteMail, teamQuoteMail } from './quote-mail.js';
import { QuoteRequest } from './quote-request.entity.js';

// What success says (docs/product.md, "Quotes and surveys"). "Sent" holds once the request and its mail are committed
// together: the mail is then durable and goes out, retried, even while the mail server is down.
export const QUOTE_SENT_MESSAGE = "We've sent your details to the team and they will be following up shortly.";
// Ours: a householder asks for a handful of quotes; more than 10 an hour from one network address is
// a script filling inboxes.
const QUOTE_RATE_LIMIT: RateLimitRule = { name: 'quote', limit: 10, windowSeconds: 3_600, failClosed: false };

/**
 * Quote requests: the row, its mails (to the team and the householder) and its forward to the CRM
 * are committed together, so none is lost when mail or the CRM is down.
 */
export class QuoteService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly mail: MailQueue,
    private readonly webhook: InteractionWebhook,
    private readonly teamAddress: string,
    private readonly limiter: RateLimiter,
    /** Who is asking, for the rate limit: their network address (a cookie is too easy to drop). */
    private readonly requester: string,
    private readonly log: Logger,
  ) {}

  async request({ userEmail, productName, productDetails }: QuoteRequestInput): Promise<QuoteRequest> {
    await this.limiter.enforce(QUOTE_RATE_LIMIT, this.requester);
    await this.session.keep("We can't send your request right now. Please try again in a moment.");
    const quote = this.em.create(QuoteRequest, { ownerVisitorId: this.session.data.visitorId, userEmail, productName, productDetails });
    const copy = await withinRecipientAllowance(this.limiter, QUOTE_COPIES_PER_RECIPIENT, householderQuoteMail(quote));
    const team = await withinTeamAllowance(this.limiter, teamQuoteMail(quote, this.teamAddress), this.log);
    await this.em.transactional(async (tx) => {
      tx.persist(quote);
      await tx.flush();
      await this.mail.enqueue([...team, ...copy], { em: tx });
      await this.webhook.forward(
        { type: 'quote_request', id: quote.id, occurredAt: quote.createdAt.toISOString(), data: { userEmail: quote.userEmail, productName, productDetails: quote.productDetails } },
        tx,
      );
    });
    return quote;
  }
}
