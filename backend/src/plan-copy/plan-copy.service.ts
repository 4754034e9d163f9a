import { presentPlanFigures } from '../plans/index.js';
import type { EnergyPlanService } from '../plans/energy-plan.service.js';
import type { Property } from '../properties/index.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { PLAN_COPIES_PER_RECIPIENT, recipientKey } from '../mail/recipient-allowance.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { ShareLinkService } from '../sharing/share-link.service.js';
import type { HomeForCopy, PlanCopy } from './plan-copy.js';
import { planCopyMail } from './plan-copy-mail.js';
import { renderPlanPdf } from './pdf/plan-pdf.js';

/**
 * Ours. Making a copy takes a tenth of a second of the server's time, so downloads are counted per
 * network: 60 in 10 minutes is far more than a household prints. Open when the store is down.
 */
const PLAN_COPY_DOWNLOADS_PER_NETWORK: RateLimitRule = { name: 'plan-copy-pdf', limit: 60, windowSeconds: 600, failClosed: false };
/**
 * Ours. Asks to mail a copy, per network (a script drops its cookie, and rotating addresses does not
 * rotate the network): 10 an hour is a household sending its plan to each of its own inboxes.
 */
const PLAN_COPY_MAILS_PER_NETWORK: RateLimitRule = { name: 'plan-copy-mail', limit: 10, windowSeconds: 3_600, failClosed: false };

/** The file name a copy is downloaded and attached under. */
export const PLAN_COPY_FILENAME = 'warmwise-energy-plan.pdf';

/**
 * A copy to keep: a visitor's own plan, or one opened through its share link, as a PDF to download
 * or have mailed. The owner's copy names the home's address; a shared copy holds nothing the
 * share page does not show, and no address.
 */
export class PlanCopyService {
  constructor(
    private readonly plans: EnergyPlanService,
    private readonly sharing: ShareLinkService,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly publicBaseUrl: string,
    /** The client's network, which downloads and mail asks are counted by. */
    private readonly network: string,
  ) {}

  /** The visitor's own plan as a PDF (built first when it is not yet): not found for another's home. */
  async ownPdf(propertyId: string): Promise<Buffer> {
    await this.limiter.enforce(PLAN_COPY_DOWNLOADS_PER_NETWORK, this.network);
    return renderPlanPdf(await this.ownCopy(propertyId));
  }

  /** The plan behind an active share link as a PDF; an unknown or turned-off link answers as the share page does. */
  async sharedPdf(token: string): Promise<Buffer> {
    await this.limiter.enforce(PLAN_COPY_DOWNLOADS_PER_NETWORK, this.network);
    return renderPlanPdf(await this.sharedCopy(token));
  }

  /** Mails the visitor's own plan; the answer is the same whether or not the recipient's allowance let it go. */
  async emailOwn(propertyId: string, { email }: { email: string }): Promise<void> {
    await this.limiter.enforce(PLAN_COPY_MAILS_PER_NETWORK, this.network);
    await this.send(email, await this.ownCopy(propertyId));
  }

  /** Mails the plan behind a share link, with the link; answered alike whatever the allowance did. */
  async emailShared(token: string, { email }: { email: string }): Promise<void> {
    await this.limiter.enforce(PLAN_COPY_MAILS_PER_NETWORK, this.network);
    await this.send(email, await this.sharedCopy(token));
  }

  // The copy is made before the allowance is counted, so a foreign plan is refused without spending it.
  private async send(email: string, copy: PlanCopy): Promise<void> {
    if (!(await this.limiter.allows(PLAN_COPIES_PER_RECIPIENT, recipientKey(email)))) return;
    const pdf = await renderPlanPdf(copy);
    await this.mail.enqueue([planCopyMail(email, copy, { filename: PLAN_COPY_FILENAME, contentType: 'application/pdf', contentBase64: pdf.toString('base64') })], { kind: 'notice' });
  }

  private async ownCopy(propertyId: string): Promise<PlanCopy> {
    const plan = await this.plans.currentPlan(propertyId);
    const { property } = plan;
    return { plan: presentPlanFigures(plan), home: { ...homeOf(property), address: property.fullAddress ?? property.address, postcode: property.postcode } };
  }

  private async sharedCopy(token: string): Promise<PlanCopy> {
    const { plan, property } = await this.sharing.open(token);
    return { plan: presentPlanFigures(plan), home: homeOf(property), shareUrl: new URL(`/plan/${token}`, this.publicBaseUrl).href };
  }
}

/** What any copy says of the home: its kind, age, heating and size. */
const homeOf = (property: Property): HomeForCopy => ({
  propertyType: property.propertyType,
  yearBuilt: property.yearBuilt,
  heatingSystem: property.heatingSystem,
  floorArea: property.floorArea,
});
