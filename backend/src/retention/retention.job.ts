import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.js';
import { erasePersonalData, ownedEntity, VISITOR_OWNED, type KindRetention, type VisitorOwnedKindOf } from '../privacy/index.js';
import { Property } from '../properties/property.entity.js';
import { ANONYMISED_VISITOR_ID, IDENTIFYING_INTERACTION_FIELDS, retentionCutoffs } from './retention-policy.js';

/** The keys of the owned kinds whose retention includes `rule`. */
type KeysWith<Rule extends keyof KindRetention> = Extract<VisitorOwnedKindOf, { retention: Record<Rule, true> }>['key'];

/** What one run did, step by step; every owned kind's rule reports under its key. */
export type RetentionReport = { dormantAccountsErased: number } & {
  [Key in KeysWith<'anonymousHome'> | KeysWith<'withAnonymousHome'> as `anonymous${Capitalize<Key>}Deleted`]: number;
} & { [Key in KeysWith<'formData'> as `${Key}Deleted`]: number } & {
  [Key in KeysWith<'anonymisedAsAnalytics'> as `${Key}Anonymised`]: number;
} & { expiredEmailCodesDeleted: number; deadResumeLinksDeleted: number };

const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const kindsWith = (rule: keyof KindRetention) => VISITOR_OWNED.filter((kind) => (kind.retention as KindRetention)[rule]);

/** The report's lines for people, in the report's order (`npm run retention` prints them). */
export const RETENTION_REPORT_LABELS: ReadonlyArray<[keyof RetentionReport, string]> = [
  ['dormantAccountsErased', 'dormant accounts erased (with everything they owned)'],
  ...[...kindsWith('anonymousHome'), ...kindsWith('withAnonymousHome')].map(
    (kind) => [`anonymous${capitalised(kind.key)}Deleted`, `anonymous visitors' ${kind.label} deleted`] as [keyof RetentionReport, string],
  ),
  ...kindsWith('formData').map((kind) => [`${kind.key}Deleted`, `${kind.label} deleted`] as [keyof RetentionReport, string]),
  ...kindsWith('anonymisedAsAnalytics').map((kind) => [`${kind.key}Anonymised`, `${kind.label} anonymised`] as [keyof RetentionReport, string]),
  ['expiredEmailCodesDeleted', 'expired e-mail codes deleted'],
  ['deadResumeLinksDeleted', 'expired or turned-off resume links deleted'],
];

const affected = async (em: EntityManager, sql: string, params: unknown[]) =>
  (await em.execute<{ affectedRows: number }>(sql, params, 'run')).affectedRows;

const tableOf = (em: EntityManager, kind: VisitorOwnedKindOf) => em.getMetadata(ownedEntity(kind)).tableName;

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

  const report: Record<string, number> = { dormantAccountsErased: dormant.length };
  for (const [key, count] of Object.entries(await deleteAnonymousHomes(em, cutoff.anonymousHomes))) report[`anonymous${capitalised(key)}Deleted`] = count;
  for (const kind of kindsWith('formData')) {
    report[`${kind.key}Deleted`] = await affected(em, `delete from "${tableOf(em, kind)}" where created_at < ?`, [cutoff.formData]);
  }
  for (const kind of kindsWith('anonymisedAsAnalytics')) {
    report[`${kind.key}Anonymised`] = await affected(
      em,
      `update "${tableOf(em, kind)}" set payload = payload - array[?]::text[], owner_visitor_id = ? where created_at < ? and owner_visitor_id <> ?`,
      [IDENTIFYING_INTERACTION_FIELDS, ANONYMISED_VISITOR_ID, cutoff.analytics, ANONYMISED_VISITOR_ID],
    );
  }
  report.expiredEmailCodesDeleted = await deleteExpiredCodes(em, now);
  // A link past its expiry or turned off opens nothing: its row (a visitor id) has no use left.
  report.deadResumeLinksDeleted = await affected(em, 'delete from resume_link where expires_at < ? or revoked_at < ?', [now, now]);
  return report as RetentionReport;
}

/** Deletes e-mail codes past their grace period; also run on its own, hourly. */
export const deleteExpiredCodes = (em: EntityManager, now = new Date()) =>
  affected(em, 'delete from email_code where expires_at < ?', [retentionCutoffs(now).expiredCodes]);

/** The column by which a kind's rows name the home they belong to. */
function homeColumnOf(em: EntityManager, kind: VisitorOwnedKindOf): string {
  const relation = Object.values(em.getMetadata(ownedEntity(kind)).properties).find(
    (property) => property.kind === ReferenceKind.MANY_TO_ONE && property.targetMeta?.class === Property,
  );
  if (!relation) throw new Error(`${kind.key} is deleted with anonymous homes but names no property`);
  return relation.fieldNames[0]!;
}

/**
 * Properties no account owns, with neither the property nor any of its plans changed since the
 * cutoff. The rows that belong to them (plans with their recommendations, grants submissions) go
 * with them. Counted by kind key.
 */
function deleteAnonymousHomes(em: EntityManager, cutoff: Date): Promise<Record<string, number>> {
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
    const deleted: Record<string, number> = {};
    for (const kind of kindsWith('withAnonymousHome')) {
      deleted[kind.key] = ids.length === 0 ? 0 : await affected(tx, `delete from "${tableOf(tx, kind)}" where "${homeColumnOf(tx, kind)}" in (?)`, [ids]);
    }
    for (const kind of kindsWith('anonymousHome')) {
      deleted[kind.key] = ids.length === 0 ? 0 : await affected(tx, `delete from "${tableOf(tx, kind)}" where id in (?)`, [ids]);
    }
    return deleted;
  });
}
