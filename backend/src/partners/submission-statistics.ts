import type { EntityManager } from '@mikro-orm/postgresql';
import { GRANT_SCHEMES } from '@warmwise/common';
import { badInput } from '../errors/domain-error.js';

/** Below this a count could point to a household: it is withheld (the ONS's usual threshold for small areas). */
export const MINIMUM_COUNT = 10;
const MAX_MONTHS = 24;

/** A count as published: the number, or null with `suppressed` when it could identify someone. */
interface PublishedCount {
  count: number | null;
  suppressed: boolean;
}

interface SchemeCount extends PublishedCount {
  schemeId: string;
}

export interface MonthlySubmissions {
  /** YYYY-MM (UTC). */
  month: string;
  submissions: PublishedCount;
  eligible: SchemeCount[];
}

const published = (count: number, withheld: boolean): PublishedCount => (withheld ? { count: null, suppressed: true } : { count, suppressed: false });

/**
 * A month's figures with small cells withheld. A scheme's count is also withheld when fewer than
 * MINIMUM_COUNT households of the month fall outside it, as the month's total minus the count would
 * give that small group. No totals across months or authorities are offered, so no sum of published
 * cells can be subtracted from a total to recover a withheld one.
 * @internal exported for its tests
 */
export function publishMonth(month: string, submissions: number, eligibleBySchemes: ReadonlyMap<string, number>): MonthlySubmissions {
  const monthWithheld = submissions < MINIMUM_COUNT;
  return {
    month,
    submissions: published(submissions, monthWithheld),
    eligible: GRANT_SCHEMES.map((scheme) => {
      const households = eligibleBySchemes.get(scheme.id) ?? 0;
      return { schemeId: scheme.id, ...published(households, monthWithheld || households < MINIMUM_COUNT || submissions - households < MINIMUM_COUNT) };
    }),
  };
}

/** The last `count` complete calendar months (UTC), oldest first; the month under way is never shown. */
function completeMonths(count: number, now = new Date()): { months: string[]; from: Date; to: Date } {
  if (!Number.isInteger(count) || count < 1 || count > MAX_MONTHS) throw badInput(`months must be a whole number from 1 to ${MAX_MONTHS}`, { field: 'months' });
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1));
  const months = Array.from({ length: count }, (_, i) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
  return { months, from, to };
}

/**
 * Questionnaire submissions of one local authority by month. A submission stores no authority: it
 * is the one the EPC register gives for the home's postcode (its newest certificate there), so homes
 * at postcodes the register does not hold are not counted.
 */
export async function submissionStatistics(em: EntityManager, localAuthorityCode: string, monthCount: number, now = new Date()): Promise<MonthlySubmissions[]> {
  const { months, from, to } = completeMonths(monthCount, now);
  const rows = await em.getConnection().execute<Array<{ month: string; eligibleGrantIds: string[] }>>(
    `select to_char(s.created_at at time zone 'UTC', 'YYYY-MM') as month, s.eligible_grant_ids as "eligibleGrantIds"
       from grants_submission s
       join property p on p.id = s.property_id
       join lateral (select c.local_authority from epc_certificate c where c.postcode = p.postcode
                      order by c.lodgement_date desc limit 1) register on true
      where register.local_authority = ? and s.created_at >= ? and s.created_at < ?`,
    [localAuthorityCode, from, to],
  );
  const byMonth = new Map(months.map((month) => [month, { submissions: 0, eligible: new Map<string, number>() }]));
  for (const row of rows) {
    const tally = byMonth.get(row.month);
    if (!tally) continue;
    tally.submissions += 1;
    for (const id of row.eligibleGrantIds) tally.eligible.set(id, (tally.eligible.get(id) ?? 0) + 1);
  }
  return months.map((month) => publishMonth(month, byMonth.get(month)!.submissions, byMonth.get(month)!.eligible));
}
