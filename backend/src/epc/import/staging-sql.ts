import { KEPT_COLUMNS, STAGED_COLUMNS, type ValueKind } from '../epc-columns.js';

const SQL_TYPE: Record<ValueKind, string> = {
  text: 'text',
  rating: 'text',
  flag: 'boolean',
  int: 'integer',
  number: 'double precision',
  bigint: 'bigint',
  date: 'date',
  datetime: 'timestamp',
};

function stagedType(column: string): string {
  if (column === 'lodgement_date') return 'date';
  const kept = KEPT_COLUMNS.find((c) => c.column === column);
  return kept ? SQL_TYPE[kept.kind] : 'text';
}

/**
 * SQL of the staged upsert. A batch is COPYed into a session-local staging table, then merged
 * into epc_certificate in one statement:
 * - within a batch, one row per LMK_KEY: the newest lodgement, and on a tie the later line;
 * - against the table, a staged row replaces the stored one only when its lodgement is as new
 *   or newer (so re-importing an old extract never rolls a certificate back) and when some value
 *   differs (so a re-import rewrites nothing and leaves no dead rows behind).
 */
const quoted = STAGED_COLUMNS.map((c) => `"${c}"`);
const columnList = quoted.join(', ');
const compared = STAGED_COLUMNS.filter((c) => c !== 'lmk_key');

const STAGING_TABLE = 'epc_certificate_stage';

// Temporary: not WAL-logged, private to the import's connection, gone when it disconnects.
export const CREATE_STAGING_SQL = `
  create temporary table if not exists "${STAGING_TABLE}" (
    "seq" bigint generated always as identity,
    ${STAGED_COLUMNS.map((c) => `"${c}" ${stagedType(c)}`).join(',\n    ')}
  )`;

export const COPY_SQL = `copy "${STAGING_TABLE}" (${columnList}) from stdin`;

/**
 * COPY straight into the table, for rows whose LMK_KEY the table does not hold yet and which
 * come once in their batch: what the merge would do with them is a plain insert, and COPY
 * inserts without the staging round trip or the per-row conflict check.
 */
export const DIRECT_COPY_SQL = `copy "epc_certificate" (${columnList}) from stdin`;

export const CLEAR_STAGING_SQL = `truncate "${STAGING_TABLE}"`;

/** The merge; `withDuplicates` when some LMK_KEY comes twice in the batch (else the sort is skipped). */
export const mergeSql = (withDuplicates: boolean) => `
  with merged as (
    insert into "epc_certificate" as t (${columnList})
    ${
      withDuplicates
        ? `select distinct on ("lmk_key") ${columnList} from "${STAGING_TABLE}"
    order by "lmk_key", "lodgement_date" desc, "lodgement_datetime" desc nulls last, "seq" desc`
        : `select ${columnList} from "${STAGING_TABLE}"`
    }
    on conflict ("lmk_key") do update set
      ${compared.map((c) => `"${c}" = excluded."${c}"`).join(',\n      ')},
      "imported_at" = now()
    where (excluded."lodgement_date", coalesce(excluded."lodgement_datetime", '-infinity'))
        >= (t."lodgement_date", coalesce(t."lodgement_datetime", '-infinity'))
      and (${compared.map((c) => `t."${c}"`).join(', ')})
        is distinct from (${compared.map((c) => `excluded."${c}"`).join(', ')})
    returning (xmax = 0) as inserted
  )
  select count(*) filter (where inserted)::int as inserted,
         count(*) filter (where not inserted)::int as updated
  from merged`;
