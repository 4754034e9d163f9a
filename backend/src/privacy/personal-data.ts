import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailCode } from '../accounts/email-code.entity.js';
import { User } from '../accounts/user.entity.js';
import { JOBS_SCHEMA } from '../jobs/job-queue.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { InteractionEvent } from '../interactions/interaction-event.entity.js';
import { Property } from '../properties/property.entity.js';
import { ShareLink } from '../sharing/share-link.entity.js';
import { ownedEntity, VISITOR_OWNED, type VisitorOwnedKey, type VisitorOwnedKindOf } from './visitor-data.js';

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

/** Each owned kind's rows, by the kind's key. */
export type OwnedRows = { [Kind in VisitorOwnedKindOf as Kind['key']]: Array<InstanceType<Kind['entity']>> };

/** Everything held about one person, read for an export (UK GDPR article 15/20). */
export async function findPersonalData(em: EntityManager, subject: DataSubject) {
  const byAge = { orderBy: { createdAt: 'asc' } } as const;
  const rows: Partial<Record<VisitorOwnedKey, unknown[]>> = {};
  // One after another: the queries share the request's entity manager and its connection.
  for (const kind of VISITOR_OWNED) {
    // The relations are named in the registry, so the ORM's typed populate cannot check them here.
    const populate = ('exportedWith' in kind ? kind.exportedWith : []) as never[];
    rows[kind.key] = await em.find(ownedEntity(kind), owned(subject), { ...byAge, populate });
  }
  const shareLinks = await em.find(ShareLink, { property: owned(subject) }, byAge);
  return { ...(rows as OwnedRows), shareLinks };
}

export type ErasedCounts = Record<VisitorOwnedKey | 'emailCodes' | 'mailJobs' | 'rowsNamingAddress' | 'users', number>;

/**
 * Deletes the person's rows and account in one transaction, so a failure leaves everything in
 * place rather than half an account (UK GDPR article 17). Recommendations go with their plans,
 * and share links with their properties, by the foreign keys' cascade.
 */
export function erasePersonalData(em: EntityManager, subject: DataSubject): Promise<ErasedCounts> {
  return em.transactional(async (tx) => {
    const erased: Partial<ErasedCounts> = {};
    // Rows that refer to another kind first (plans before their home), so each is counted here.
    for (const kind of [...VISITOR_OWNED].reverse()) erased[kind.key] = await tx.nativeDelete(ownedEntity(kind), owned(subject));
    return {
      ...(erased as Record<VisitorOwnedKey, number>),
      emailCodes: await tx.nativeDelete(EmailCode, { email: subject.email }),
      mailJobs: await eraseMailJobs(tx, subject.email),
      rowsNamingAddress: await eraseRowsNamingAddress(tx, subject.email),
      users: await tx.nativeDelete(User, { id: subject.id }),
    };
  });
}

/**
 * Rows other visitors wrote that name the address: a contact message sent with it, an interaction
 * tracked with it, a home saved with it as the contact address. They are not the account's to
 * export (their writer's words), but they name the person, so they go with the account: the
 * messages and events are deleted, and a home keeps its owner but loses the address and the
 * permission to use it.
 */
async function eraseRowsNamingAddress(em: EntityManager, email: string): Promise<number> {
  const address = email.toLowerCase();
  const messages = await em.nativeDelete(ContactMessage, { email: address });
  const events = await em.execute<Array<{ id: string }>>(
    `delete from ${em.getMetadata(InteractionEvent).tableName} where payload::text ~* ? returning id`,
    [mentionOf(address)],
  );
  const homes = await em.nativeUpdate(Property, { email: address }, { email: null, contactApproval: false });
  return messages + events.length + homes;
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
