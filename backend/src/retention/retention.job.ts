import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.js';
import { erasePersonalData } from '../privacy/personal-data.js';
import { ANONYMISED_VISITOR_ID, IDENTIFYING_INTERACTION_FIELDS, retentionCutoffs } from './retention-policy.js';

export interface RetentionReport {
  dormantAccountsErased: number;
  contactMessagesDeleted: number;
  quoteRequestsDeleted: number;
  grantsSubmissionsDeleted: number;
  interactionEventsAnonymised: number;
  anonymousPropertiesDeleted: number;
  anonymousEnergyPlansDeleted: number;
  anonymousGrantsSubmissionsDeleted: number;
  expiredEmailCodesDeleted: number;
}

const affected = async (em: EntityManager, sql: string, params: unknown[]) =>
  (await em.execute<{ affectedRows: number }>(sql, params, 'run')).affectedRows;

/**
 * Enforces the retention policy once. Every step is idempotent, so a run that stops half-way (or
 * two servers running at once) does no harm: the next run finishes the job.
 */
export async function runRetention(em: EntityManager, now = new Date()): Promise<RetentionReport> {
  const cutoff = retentionCutoffs(now);
  const dormant = await em.find(User, {
    $or: [{ lastLoginAt: { $lt: cutoff.dormantAccounts } }, { lastLoginAt: null, createdAt: { $lt: cutoff.dormantAccounts } }],
  });
  for (const user of dormant) await erasePersonalData(em.fork(), user);

  const homes = await deleteAnonymousHomes(em, cutoff.anonymousHomes);
  return {
    dormantAccountsErased: dormant.length,
    contactMessagesDeleted: await affected(em, 'delete from contact_message where created_at < ?', [cutoff.formData]),
    quoteRequestsDeleted: await affected(em, 'delete from quote_request where created_at < ?', [cutoff.formData]),
    grantsSubmissionsDeleted: await affected(em, 'delete from grants_submission where created_at < ?', [cutoff.formData]),
    interactionEventsAnonymised: await affected(
      em,
      'update interaction_event set payload = payload - array[?]::text[], owner_visitor_id = ? where created_at < ? and owner_visitor_id <> ?',
      [IDENTIFYING_INTERACTION_FIELDS, ANONYMISED_VISITOR_ID, cutoff.analytics, ANONYMISED_VISITOR_ID],
    ),
    anonymousPropertiesDeleted: homes.properties,
    anonymousEnergyPlansDeleted: homes.energyPlans,
    anonymousGrantsSubmissionsDeleted: homes.grantsSubmissions,
    expiredEmailCodesDeleted: await deleteExpiredCodes(em, now),
  };
}

/** Deletes e-mail codes past their grace period; also run on its own, hourly. */
export const deleteExpiredCodes = (em: EntityManager, now = new Date()) =>
  affected(em, 'delete from email_code where expires_at < ?', [retentionCutoffs(now).expiredCodes]);

/**
 * Properties no account owns, with neither the property nor any of its plans changed since the
 * cutoff. Their plans (with recommendations) and grants submissions go with them.
 */
function deleteAnonymousHomes(em: EntityManager, cutoff: Date): Promise<Record<'properties' | 'energyPlans' | 'grantsSubmissions', number>> {
  return em.transactional(async (tx) => {
    const stale = await tx.execute<Array<{ id: string }>>(
      `select p.id from property p
        where p.updated_at < ?
          and not exists (select 1 from app_user u where u.visitor_id = p.owner_visitor_id)
          and not exists (select 1 from energy_plan e where e.property_id = p.id and e.updated_at >= ?)
        for update`,
      [cutoff, cutoff],
    );
    const ids = stale.map((row) => row.id);
    if (ids.length === 0) return { properties: 0, energyPlans: 0, grantsSubmissions: 0 };
    const energyPlans = await affected(tx, 'delete from energy_plan where property_id in (?)', [ids]);
    const grantsSubmissions = await affected(tx, 'delete from grants_submission where property_id in (?)', [ids]);
    const properties = await affected(tx, 'delete from property where id in (?)', [ids]);
    return { properties, energyPlans, grantsSubmissions };
  });
}
