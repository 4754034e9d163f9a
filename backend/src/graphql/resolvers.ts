import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../accounts/auth.resolver.js';
import { PasswordResetResolver } from '../accounts/password-reset.resolver.js';
import { RegistrationResolver } from '../accounts/registration.resolver.js';
import { AddressResolver } from '../addresses/address.resolver.js';
import { ConsentResolver } from '../consent/consent.resolver.js';
import { ContactResolver } from '../contact/contact.resolver.js';
import { GrantsResolver } from '../grants/grants.resolver.js';
import { ModelAssumptionsResolver } from '../model-assumptions/model-assumptions.resolver.js';
import { EnergyPlanResolver } from '../plans/energy-plan.resolver.js';
import { PropertyPlanResolver } from '../plans/property-plan.resolver.js';
import { PartnerResolver } from '../partners/partner.resolver.js';
import { PlanCopyResolver } from '../plan-copy/plan-copy.resolver.js';
import { PrivacyResolver } from '../privacy/privacy.resolver.js';
import { PropertyResolver } from '../properties/property.resolver.js';
import { QuoteResolver } from '../quotes/quote.resolver.js';
import { ResumeLinkResolver } from '../resume/resume-link.resolver.js';
import { ShareLinkResolver } from '../sharing/share-link.resolver.js';
import { ThermyResolver } from '../thermy/thermy.resolver.js';
import { WelcomeResolver } from '../welcome/welcome.resolver.js';

/** Every resolver of the API, one per feature. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [AddressResolver, PropertyResolver, PropertyPlanResolver, EnergyPlanResolver, ConsentResolver, QuoteResolver, GrantsResolver, ContactResolver, WelcomeResolver, PrivacyResolver, AuthResolver, RegistrationResolver, PasswordResetResolver, ModelAssumptionsResolver, ShareLinkResolver, PlanCopyResolver, ResumeLinkResolver, ThermyResolver, PartnerResolver];
