import type { EntityManager } from '@mikro-orm/postgresql';
import { GRANT_SCHEMES } from '@warmwise/common';
import { countNoise, EPSILON_PER_COUNT } from './statistics-noise.js';
import { StatisticsRelease, type ReleasedCounts } from './statistics-release.entity.js';

/** Below this a count could point to a household: it is withheld (the ONS's usual threshold for small areas). */
export const MINIMUM_COUNT = 10;

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

/** A month's true figures: its submissions, and how many of them each scheme matched. */
interface MonthTally {
  submissions: number;
  eligible: Map<string, number>;
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

/**
 * What a partner is shown of a month: every count with its own noise, then the small cells withheld
 * by the noisy figures. The noise is what protects a household when the partner also wrote some of
 * the cell (padding a small cell with its own questionnaires and subtracting them); the withholding
 * keeps the figures a person reads from pointing at a handful of homes.
 */
function releaseMonth(month: string, tally: MonthTally): MonthlySubmissions {
  const noise = () => countNoise(EPSILON_PER_COUNT);
  const noisy = new Map(GRANT_SCHEMES.map((scheme) => [scheme.id, (tally.eligible.get(scheme.id) ?? 0) + noise()]));
  return publishMonth(month, tally.submissions + noise(), noisy);
}

/** The last `count` complete calendar months (UTC), oldest first; the month under way is never shown. */
function completeMonths(count: number, now = new Date()): { months: string[]; from: Date; to: Date } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1));
  const months = Array.from({ length: count }, (_, i) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
  return { months, from, to };
}

/**
 * The true figures by month of the questionnaires submitted for homes in an authority: each counted
 * where and when it was submitted, whatever its home's postcode has become since.
 */
async function tallies(em: EntityManager, localAuthorityCode: string, months: string[], from: Date, to: Date): Promise<Map<string, MonthTally>> {
  const rows = await em.getConnection().execute<Array<{ month: string; eligibleGrantIds: string[] }>>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, eligible_grant_ids as "eligibleGrantIds"
       from grants_submission where local_authority = ? and created_at >= ? and created_at < ?`,
    [localAuthorityCode, from, to],
  );
  const byMonth = new Map(months.map((month) => [month, { submissions: 0, eligible: new Map<string, number>() }]));
  for (const row of rows) {
    const tally = byMonth.get(row.month);
    if (!tally) continue;
    tally.submissions += 1;
    for (const id of row.eligibleGrantIds) tally.eligible.set(id, (tally.eligible.get(id) ?? 0) + 1);
  }
  return byMonth;
}

const releasesOf = async (em: EntityManager, partnerKeyId: string, localAuthority: string, months: string[]) =>
  new Map((await em.fork().find(StatisticsRelease, { partnerKeyId, localAuthority, month: { $in: months } })).map((release) => [release.month, release.counts]));

/**
 * Questionnaire submissions of one local authority by month, as this partner is shown them. A month
 * a partner has seen before is answered as it was then; a new one is drawn and kept. Parallel asks
 * may both draw: the first kept wins and both answer with it.
 */
export async function submissionStatistics(em: EntityManager, partnerKeyId: string, localAuthorityCode: string, monthCount: number, now = new Date()): Promise<MonthlySubmissions[]> {
  const { months, from, to } = completeMonths(monthCount, now);
  let released = await releasesOf(em, partnerKeyId, localAuthorityCode, months);
  const unseen = months.filter((month) => !released.has(month));
  if (unseen.length > 0) {
    const byMonth = await tallies(em, localAuthorityCode, months, from, to);
    const drawn = unseen.map((month): [string, ReleasedCounts] => {
      const { submissions, eligible } = releaseMonth(month, byMonth.get(month)!);
      return [month, { submissions, eligible }];
    });
    await em.getConnection().execute(
      `insert into partner_statistics_release (partner_key_id, local_authority, month, counts)
       select ?, ?, month, counts::jsonb from jsonb_to_recordset(?::jsonb) as drawn(month text, counts jsonb)
       on conflict do nothing`,
      [partnerKeyId, localAuthorityCode, JSON.stringify(drawn.map(([month, counts]) => ({ month, counts })))],
    );
    released = await releasesOf(em, partnerKeyId, localAuthorityCode, months);
  }
  return months.map((month) => ({ month, ...released.get(month)! }));
}
