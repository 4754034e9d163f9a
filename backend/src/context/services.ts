import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountSettings } from '../accounts/account-deps.js';
import { createAccountServices, type AccountServices } from '../accounts/account-services.js';
import type { SessionControl } from '../accounts/session-control.js';
import { AddressService, type RegisterRefresh } from '../addresses/address.service.js';
import { GrantsService } from '../grants/grants.service.js';
import { EnergyPlanService } from '../plans/energy-plan.service.js';
import { PrivacyService } from '../privacy/privacy.service.js';
import { PropertyService } from '../properties/property.service.js';
import { ConsentService } from '../consent/consent.service.js';
import { ContactService } from '../contact/contact.service.js';
import type { Logger } from '../logging/logger.js';
import type { InteractionWebhook } from '../jobs/interaction-webhook.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { InteractionService } from '../interactions/interaction.service.js';
import { PlanCopyService } from '../plan-copy/plan-copy.service.js';
import type { PlanPdfPool } from '../plan-copy/pdf/plan-pdf-pool.js';
import { QuoteService } from '../quotes/quote.service.js';
import { ResumeLinkService } from '../resume/resume-link.service.js';
import { ShareLinkService } from '../sharing/share-link.service.js';
import type { ShareTokens } from '../sharing/share-tokens.js';
import { clientNetwork } from '../rate-limit/client-network.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import type { ThermyModel } from '../thermy/model/thermy-model.js';
import { ThermyService } from '../thermy/thermy.service.js';
import { WelcomeService } from '../welcome/welcome.service.js';

/** The services one request may call, bound to that request's entity manager and session. */
export interface Services extends AccountServices {
  addresses: AddressService;
  properties: PropertyService;
  plans: EnergyPlanService;
  quotes: QuoteService;
  grants: GrantsService;
  consent: ConsentService;
  interactions: InteractionService;
  contact: ContactService;
  welcome: WelcomeService;
  privacy: PrivacyService;
  sharing: ShareLinkService;
  planCopy: PlanCopyService;
  resume: ResumeLinkService;
  thermy: ThermyService;
}

/** What every request shares: long-lived clients owned by the app, not by one request. */
export interface SharedClients {
  register: RegisterRefresh;
  mail: MailQueue;
  /** Forwards interactions and quote requests to the CRM (does nothing when none is configured). */
  webhook: InteractionWebhook;
  /** Where quote requests are sent. */
  quoteTeamEmail: string;
  /** Welcome mails one network may ask for in an hour. */
  welcomesPerNetworkPerHour: number;
  /** Where contact messages are sent. */
  contactTeamEmail: string;
  /** Base of links in e-mails and of share links. */
  publicBaseUrl: string;
  shareTokens: ShareTokens;
  limiter: RateLimiter;
  accounts: Omit<AccountSettings, 'publicBaseUrl'>;
  /** Session cookies carry Secure (production). */
  secureCookies: boolean;
  /** The language model writing Thermy's replies, when THERMY_LLM_* is configured. */
  thermyModel: ThermyModel | null;
  /** The worker threads that make plan copies, and the copies kept. */
  planPdfs: PlanPdfPool;
}

/** Who made the request: what services need besides the session (rate limits, audit). */
export interface Requester {
  log: Logger;
  /** The client's address as Express sees it (behind a proxy in production: `trust proxy`). */
  address: string;
  sessionControl: SessionControl;
}

/** Builds the services one request may call, bound to its entity manager and session. */
export function createServices(em: EntityManager, session: Session, shared: SharedClients, requester: Requester): Services {
  // Rate limits count per client network: a visitor id lives in a cookie, which a script drops.
  const network = clientNetwork(requester.address);
  const { log, sessionControl } = requester;
  const { limiter, mail, webhook, publicBaseUrl } = shared;
  const addresses = new AddressService(em, shared.register);
  const properties = new PropertyService(em, session, limiter, network, addresses);
  const plans = new EnergyPlanService(em, session, properties, addresses, limiter, network);
  const resume = new ResumeLinkService(em, session, properties, mail, limiter, publicBaseUrl, network);
  const sharing = new ShareLinkService(em, properties, plans, shared.shareTokens, limiter, publicBaseUrl, network);
  return {
    ...createAccountServices({ em, session, sessionControl, mail, limiter, settings: { ...shared.accounts, publicBaseUrl }, log, address: network }),
    addresses,
    properties,
    plans,
    sharing,
    planCopy: new PlanCopyService(plans, sharing, mail, limiter, publicBaseUrl, network, shared.planPdfs, session.data.visitorId),
    quotes: new QuoteService(em, session, mail, webhook, shared.quoteTeamEmail, limiter, network, log),
    grants: new GrantsService(em, session, properties, log, limiter, network),
    consent: new ConsentService(session),
    interactions: new InteractionService(em, session, limiter, webhook, network),
    contact: new ContactService(em, session, mail, shared.contactTeamEmail, limiter, network, log),
    resume,
    welcome: new WelcomeService(em, mail, resume, publicBaseUrl, limiter, network, shared.welcomesPerNetworkPerHour, session.data.visitorId),
    thermy: new ThermyService(em, session, properties, plans, limiter, network, shared.thermyModel, log),
    privacy: new PrivacyService(em, session, sessionControl, log),
  };
}
