import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailCode } from '../accounts/email-code.entity.js';
import { User } from '../accounts/user.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { GrantsSubmission } from '../grants/grants-submission.entity.js';
import { InteractionEvent } from '../interactions/interaction-event.entity.js';
import { JOBS_SCHEMA } from '../jobs/job-queue.js';
import { EnergyPlan } from '../plans/energy-plan.entity.js';
import { Property } from '../properties/property.entity.js';
import { QuoteRequest } from '../quotes/quote-request.entity.js';
import { ShareLink } from '../sharing/share-link.entity.js';

/** Who the rows belong to: the account's visitor id owns what it saved. */
export interface DataSubject {
  id: string;
  email: string;
  visitorId: string;
}

// Contact messages too are the account's only when sent while signed in (or moved in at sign-in from
// the same browser): anyone can type the account's address into the contact form, and such a message
// must not appear in the account's export nor be deleted with it.
const owned = (subject: DataSubject) => ({ ownerVisitorId: subject.visitorId });

/** Everything held about one person, read for an export (UK GDPR article 15/20). */
export async function findPersonalData(em: EntityManager, subject: DataSubject) {
  const byAge = { orderBy: { createdAt: 'asc' } } as const;
  // One after another: the queries share the request's entity manager and its connection.
  const properties = await em.find(Property, owned(subject), byAge);
  const energyPlans = await em.find(EnergyPlan, owned(subject), { ...byAge, populate: ['recommendations'] });
  const quoteRequests = await em.find(QuoteRequest, owned(subject), byAge);
  const grantsSubmissions = await em.find(GrantsSubmission, owned(subject), byAge);
  const contactMessages = await em.find(ContactMessage, owned(subject), byAge);
  const interactionEvents = await em.find(InteractionEvent, owned(subject), byAge);
  const shareLinks = await em.find(ShareLink, { property: owned(subject) }, byAge);
  return { properties, energyPlans, quoteRequests, grantsSubmissions, contactMessages, interactionEvents, shareLinks };
}

export type ErasedCounts = Record<'properties' | 'energyPlans' | 'quoteRequests' | 'grantsSubmissions' | 'contactMessages' | 'interactionEvents' | 'emailCodes' | 'mailJobs' | 'users', number>;

/**
 * Deletes the person's rows and account in one transaction, so a failure leaves everything in
 * place rather than half an account (UK GDPR article 17). Recommendations go with their plans,
 * and share links with their properties, by the foreign keys' cascade.
 */
export function erasePersonalData(em: EntityManager, subject: DataSubject): Promise<ErasedCounts> {
  return em.transactional(async (tx) => ({
    grantsSubmissions: await tx.nativeDelete(GrantsSubmission, owned(subject)),
    energyPlans: await tx.nativeDelete(EnergyPlan, owned(subject)),
    properties: await tx.nativeDelete(Property, owned(subject)),
    quoteRequests: await tx.nativeDelete(QuoteRequest, owned(subject)),
    contactMessages: await tx.nativeDelete(ContactMessage, owned(subject)),
    interactionEvents: await tx.nativeDelete(InteractionEvent, owned(subject)),
    emailCodes: await tx.nativeDelete(EmailCode, { email: subject.email }),
    mailJobs: await eraseMailJobs(tx, subject.email),
    users: await tx.nativeDelete(User, { id: subject.id }),
  }));
}

/**
 * The job queue keeps a copy of each mail (and CRM forward) for a week after it went. Erasure
 * deletes every finished job that mentions the address and every mail still waiting to go to it.
 * A team mail still waiting (a message someone else sent, replying to the address) goes out: it is
 * the team's business, and what reaches the team's mailbox follows the team's own policy.
 */
async function eraseMailJobs(em: EntityManager, email: string): Promise<number> {
  const rows = await em.execute<Array<{ id: string }>>(
    `delete from ${JOBS_SCHEMA}.job
      where data::text ~* ?
        and (state in ('completed', 'cancelled', 'failed') or lower(data->'message'->>'to') = lower(?))
      returning id`,
    [mentionOf(email), email],
  );
  return rows.length;
}

/** The address as a whole word: `ann@example.com` is not a mention of `n@example.com`. */
const mentionOf = (email: string) => `(^|[^a-z0-9._%+-])${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9._%+-])`;
