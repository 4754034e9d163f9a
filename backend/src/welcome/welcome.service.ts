import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailQueue } from '../mail/mail-queue.js';
import { askerMayMail, WELCOMES_PER_RECIPIENT } from '../mail/recipient-allowance.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { ResumeLinkService } from '../resume/resume-link.service.js';
import { welcomeMail } from './welcome-mail.js';

// Ours. The endpoint mails any address it is given, so it must not become a way to flood an inbox:
// one welcome per address a day (later asks are answered the same but send nothing, so the answer
// tells a prober nothing), and 20 asks an hour from one network address by default (a wizard sends one).
// Past the network's limit the visitor is told plainly: it says nothing about any address, and a
// household behind a busy shared network must know its welcome did not go.
const welcomesPerRequester = (limit: number): RateLimitRule => ({
  name: 'welcome',
  limit,
  windowSeconds: 3_600,
  failClosed: false,
  refusal: (wait) =>
    `We could not send your welcome e-mail: ${limit} have been asked for from your network in the last hour, which is as many as we send. Your plan is still here; please try again in ${wait}.`,
});

/** The welcome e-mail sent when a householder gives their address in the wizard. */
export class WelcomeService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailQueue,
    /** Makes the private link back to the plan the mail carries. */
    private readonly resume: ResumeLinkService,
    private readonly publicBaseUrl: string,
    private readonly limiter: RateLimiter,
    /** Who is asking, for the rate limit: their network address (a cookie is too easy to drop). */
    private readonly requester: string,
    private readonly perRequesterPerHour: number,
    /** The asking visitor, whose own repeat asks to one address are told apart (askerMayMail). */
    private readonly askerVisitorId: string,
  ) {}

  /**
   * True when a mail was queued (it is then sent, retried if need be); false when this address
   * already had its welcome today. The mail's resume link is stored in the same transaction as
   * the mail's job, so neither exists without the other.
   */
  async send({ email }: { email: string }): Promise<boolean> {
    await this.limiter.enforce(welcomesPerRequester(this.perRequesterPerHour), this.requester);
    if (!(await askerMayMail(this.limiter, WELCOMES_PER_RECIPIENT, email, this.askerVisitorId, { one: 'a welcome e-mail', many: 'welcome e-mails' }))) return false;
    await this.em.transactional(async (tx) => {
      const link = await this.resume.issueForMail(tx);
      await this.mail.enqueue([welcomeMail(email, this.publicBaseUrl, link)], { em: tx });
    });
    return true;
  }
}
