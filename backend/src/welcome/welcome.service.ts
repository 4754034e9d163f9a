import type { MailQueue } from '../mail/mail-queue.js';
import { WELCOMES_PER_RECIPIENT, withinRecipientAllowance } from '../mail/recipient-allowance.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import { welcomeMail } from './welcome-mail.js';

// Ours. The endpoint mails any address it is given, so it must not become a way to flood an inbox:
// one welcome per address a day (later asks are answered the same but send nothing, so the answer
// tells a prober nothing), and 20 asks an hour from one network address (a wizard sends one).
const WELCOME_PER_REQUESTER: RateLimitRule = { name: 'welcome', limit: 20, windowSeconds: 3_600, failClosed: false };

/** The welcome e-mail sent when a householder gives their address in the wizard. */
export class WelcomeService {
  constructor(
    private readonly mail: MailQueue,
    private readonly publicBaseUrl: string,
    private readonly limiter: RateLimiter,
    /** Who is asking, for the rate limit: their network address (a cookie is too easy to drop). */
    private readonly requester: string,
  ) {}

  /** True when a mail was queued (it is then sent, retried if need be); false when this address already had its welcome today. */
  async send({ email }: { email: string }): Promise<boolean> {
    await this.limiter.enforce(WELCOME_PER_REQUESTER, this.requester);
    const welcome = await withinRecipientAllowance(this.limiter, WELCOMES_PER_RECIPIENT, welcomeMail(email, this.publicBaseUrl));
    if (welcome.length === 0) return false;
    await this.mail.enqueue(welcome);
    return true;
  }
}
