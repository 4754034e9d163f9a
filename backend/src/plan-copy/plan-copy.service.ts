import { createHash } from 'node:crypto';
import { presentPlanFigures } from '../plans/index.js';
import type { EnergyPlan } from '../plans/energy-plan.entity.js';
import type { EnergyPlanService } from '../plans/energy-plan.service.js';
import type { Property } from '../properties/index.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { askerMayMail, PLAN_COPIES_PER_RECIPIENT } from '../mail/recipient-allowance.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { ShareLinkService } from '../sharing/share-link.service.js';
import type { HomeForCopy, PlanCopy } from './plan-copy.js';
import { planCopyMail } from './plan-copy-mail.js';
import type { PlanPdfPool } from './pdf/plan-pdf-pool.js';

/**
 * Ours. Copies are made off the request thread and kept, so a download costs little; still, 60 in 10
 * minutes from one network is far more than a household prints. Open when the store is down.
 */
const PLAN_COPY_DOWNLOADS_PER_NETWORK: RateLimitRule = { name: 'plan-copy-pdf', limit: 60, windowSeconds: 600, failClosed: false };
/**
 * Ours. Asks to mail a copy, per network (a script drops its cookie, and rotating addresses does not
 * rotate the network): 10 an hour is a household sending its plan to each of its own inboxes.
 */
const PLAN_COPY_MAILS_PER_NETWORK: RateLimitRule = {
  name: 'plan-copy-mail',
  limit: 10,
  windowSeconds: 3_600,
  failClosed: false,
  refusal: (wait) => `We could not send this plan: 10 copies have been asked for from your network in the last hour, which is as many as we send. Please try again in ${wait}.`,
};

/**
 * Ours. A copy made afresh (not one kept from before) takes most of a second of a worker thread:
 * one home's plan changes only when it is edited, so 10 new copies in 10 minutes is plenty, and a
 * script cannot multiply homes past the per-network limits. Counted only when a copy is made.
 * @internal exported for its tests, which spend it
 */
export const NEW_COPIES_PER_PLAN: RateLimitRule = { name: 'plan-copy-render-plan', limit: 10, windowSeconds: 600, failClosed: false };
/**
 * Ours. Copies asked for through one share link, kept or new, downloaded or mailed, whoever holds it
 * and from however many networks: a link passed round a family is a few dozen; 120 in 10 minutes
 * (some 15 MB) is a script.
 * @internal exported for its tests, which spend it
 */
export const COPIES_PER_SHARE_LINK: RateLimitRule = { name: 'plan-copy-link', limit: 120, windowSeconds: 600, failClosed: false };

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
    /** Makes copies off the request thread and keeps them by what they print. */
    private readonly pdfs: PlanPdfPool,
    /** The asking visitor, whose own repeat asks to one address are told apart (askerMayMail). */
    private readonly askerVisitorId: string,
  ) {}

  /**
   * The visitor's own plan as a PDF: a read, so only of the plan stored for the home as it is now
   * (a conflict saying it is out of date otherwise); not found for another's home.
   */
  async ownPdf(propertyId: string): Promise<Buffer> {
    await this.limiter.enforce(PLAN_COPY_DOWNLOADS_PER_NETWORK, this.network);
    return this.render(ownCopy(await this.plans.readCurrentPlan(propertyId)));
  }

  /** The plan behind an active share link as a PDF; an unknown or turned-off link answers as the share page does. */
  async sharedPdf(token: string): Promise<Buffer> {
    await this.limiter.enforce(PLAN_COPY_DOWNLOADS_PER_NETWORK, this.network);
    return this.render(await this.sharedCopy(token));
  }

  /**
   * Mails the visitor's own plan (a mutation, so it builds the plan when none is current); the answer
   * is the same whether or not the recipient's allowance let it go.
   */
  async emailOwn(propertyId: string, { email }: { email: string }): Promise<void> {
    await this.limiter.enforce(PLAN_COPY_MAILS_PER_NETWORK, this.network);
    await this.send(email, ownCopy(await this.plans.currentPlan(propertyId)));
  }

  /** Mails the plan behind a share link, with the link; answered alike whatever the allowance did. */
  async emailShared(token: string, { email }: { email: string }): Promise<void> {
    await this.limiter.enforce(PLAN_COPY_MAILS_PER_NETWORK, this.network);
    await this.send(email, await this.sharedCopy(token));
  }

  // The plan is read before the allowance is counted, so a foreign plan is refused without spending it.
  private async send(email: string, toMake: CopyToMake): Promise<void> {
    if (!(await askerMayMail(this.limiter, PLAN_COPIES_PER_RECIPIENT, email, this.askerVisitorId, { one: 'a copy of a plan', many: 'copies of a plan' }))) return;
    const pdf = await this.render(toMake);
    await this.mail.enqueue([planCopyMail(email, toMake.copy, { filename: PLAN_COPY_FILENAME, contentType: 'application/pdf', contentBase64: pdf.toString('base64') })], { kind: 'notice' });
  }

  /** The kept copy, or a new one once the plan's and (for a shared copy) the link's allowances let it be made. */
  private render({ copy, propertyId }: CopyToMake): Promise<Buffer> {
    return this.pdfs.render(copy, () => this.limiter.enforce(NEW_COPIES_PER_PLAN, propertyId));
  }

  /** The shared copy, counted against its link (by the token's hash: the store holds no live token). */
  private async sharedCopy(token: string): Promise<CopyToMake> {
    const { plan, property } = await this.sharing.open(token);
    await this.limiter.enforce(COPIES_PER_SHARE_LINK, createHash('sha256').update(token).digest('base64url'));
    return { copy: { plan: presentPlanFigures(plan, 'link-holder'), home: homeOf(property), shareUrl: new URL(`/plan/${token}`, this.publicBaseUrl).href }, propertyId: property.id };
  }
}

/** A copy with the home whose allowance a new one is counted against. */
interface CopyToMake {
  copy: PlanCopy;
  propertyId: string;
}

/** The owner's copy of their own plan, which names the home's address. */
function ownCopy(plan: EnergyPlan): CopyToMake {
  const { property } = plan;
  return {
    copy: { plan: presentPlanFigures(plan), home: { ...homeOf(property), address: property.fullAddress ?? property.address, postcode: property.postcode } },
    propertyId: property.id,
  };
}

/** What any copy says of the home: its kind, age, heating and size. */
const homeOf = (property: Property): HomeForCopy => ({
  propertyType: property.propertyType,
  yearBuilt: property.yearBuilt,
  heatingSystem: property.heatingSystem,
  floorArea: property.floorArea,
});
