import { EmailCode } from '../accounts/email-code.entity.js';
import { User } from '../accounts/user.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { EpcCertificate } from '../epc/epc-certificate.entity.js';
import { EpcImportFile } from '../epc/import/epc-import-file.entity.js';
import { GrantsSubmission } from '../grants/grants-submission.entity.js';
import { InteractionEvent } from '../interactions/interaction-event.entity.js';
import { PartnerKey } from '../partners/partner-key.entity.js';
import { PartnerUsage } from '../partners/partner-usage.entity.js';
import { StatisticsRelease } from '../partners/statistics-release.entity.js';
import { EnergyPlan } from '../plans/energy-plan.entity.js';
import { Recommendation } from '../plans/recommendation.entity.js';
import { Property } from '../properties/property.entity.js';
import { QuoteRequest } from '../quotes/quote-request.entity.js';
import { ResumeLink } from '../resume/resume-link.entity.js';
import { ShareLink } from '../sharing/share-link.entity.js';
import { VisitorOwnedRecord } from './visitor-owned-record.js';

/**
 * Every entity the ORM knows, listed explicitly so discovery works the same from src and dist.
 * The abstract base of visitor-owned records is listed too: MikroORM reads inherited columns from it.
 */
export const ENTITIES = [VisitorOwnedRecord, Property, EnergyPlan, Recommendation, EpcCertificate, EpcImportFile, QuoteRequest, GrantsSubmission, InteractionEvent, User, EmailCode, ContactMessage, ShareLink, ResumeLink, PartnerKey, PartnerUsage, StatisticsRelease];
