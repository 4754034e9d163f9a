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
import { QuoteService } from '../quotes/quote.service.js';
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
}

/** Who made the request: what services need besides the session (rate limits, audit). */
export interface Requester {
  log: Logger;
  /** The client's address as Express sees it (behind a proxy in production: `trust proxy`). */
  address: string;
  sessionControl: SessionControl;
}

type Factories<T> = { [K in keyof T]: () => T[K] };

/**
 * Objects whose properties are built on first read and then kept: a request pays only for the
 * services it uses (the grant schemes need none of the database-bound ones). The getters live on
 * one prototype, made from the first request's factories (every request names the same ones); each
 * request's object holds only its factories.
 */
function builtOnFirstUse<T extends object>(): (factories: Factories<T>) => T {
  let prototype: object | undefined;
  return (factories) => {
    prototype ??= Object.defineProperties(
      {},
      Object.fromEntries(
        Object.keys(factories).map((key) => [
          key,
          {
            enumerable: true,
            get(this: { factories: Record<string, () => unknown> }) {
              const value = this.factories[key]!();
              Object.defineProperty(this, key, { value, enumerable: true });
              return value;
            },
          },
        ]),
      ),
    );
    return Object.assign(Object.create(prototype) as T, { factories });
  };
}

const requestServices = builtOnFirstUse<Services>();

/** `em` forks the request's entity manager when first called: only services that query call it. */
export function createServices(em: () => EntityManager, session: Session, shared: SharedClients, requester: Requester): Services {
  // Rate limits count per client network: a visitor id lives in a cookie, which a script drops.
  const network = clientNetwork(requester.address);
  let accounts: AccountServices | undefined;
  const accountServices = () =>
    (accounts ??= createAccountServices({
      em: em(),
      session,
      sessionControl: requester.sessionControl,
      mail: shared.mail,
      limiter: shared.limiter,
      settings: { ...shared.accounts, publicBaseUrl: shared.publicBaseUrl },
      log: requester.log,
      address: network,
    }));
  const services: Services = requestServices({
    auth: () => accountServices().auth,
    registration: () => accountServices().registration,
    passwordReset: () => accountServices().passwordReset,
    addresses: () => new AddressService(em(), shared.register),
    properties: () => new PropertyService(em(), session, shared.limiter, network),
    plans: () => new EnergyPlanService(em(), session, services.properties, services.addresses, shared.limiter, network),
    sharing: () => new ShareLinkService(em(), services.properties, services.plans, shared.shareTokens, shared.limiter, shared.publicBaseUrl, network),
    quotes: () => new QuoteService(em(), session, shared.mail, shared.webhook, shared.quoteTeamEmail, shared.limiter, network, requester.log),
    grants: () => new GrantsService(em, session, () => services.properties, requester.log, shared.limiter, network),
    consent: () => new ConsentService(session),
    interactions: () => new InteractionService(em(), session, shared.limiter, shared.webhook, network),
    contact: () => new ContactService(em(), session, shared.mail, shared.contactTeamEmail, shared.limiter, network, requester.log),
    welcome: () => new WelcomeService(shared.mail, shared.publicBaseUrl, shared.limiter, network),
    thermy: () => new ThermyService(em(), session, services.properties, services.plans, shared.limiter, network, shared.thermyModel, requester.log),
    privacy: () => new PrivacyService(em(), session, requester.sessionControl, requester.log),
  });
  return services;
}
