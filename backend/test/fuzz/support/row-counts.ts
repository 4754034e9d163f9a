import type { TestApp } from '../../support/test-app.js';

export type RowCounts = Record<string, number>;

interface CountRow {
  table_name: string;
  rows: number;
}

/**
 * Counts the rows of every application table: found in the catalogue rather than listed, so a
 * table added later is watched too. The EPC certificate tables are read-only to the API and the
 * migrations table belongs to the ORM.
 */
export async function rowCounter(app: TestApp): Promise<() => Promise<RowCounts>> {
  const connection = app.db.orm.em.fork().getConnection();
  const tables = await connection.execute<Array<{ table_name: string }>>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not like 'epc\\_%' and table_name not like '%migrations'
      order by table_name`,
  );
  if (tables.length === 0) throw new Error('no application tables found: are the migrations run?');
  const countAll = tables.map(({ table_name }) => `select '${table_name}' as table_name, count(*)::int as rows from "${table_name}"`).join(' union all ');
  return async () => {
    const rows = await connection.execute<CountRow[]>(countAll);
    return Object.fromEntries(rows.map((row) => [row.table_name, row.rows]));
  };
}

/** "property +1, quote_request +2" for the tables whose counts differ; empty when none do. */
export function rowChanges(before: RowCounts, after: RowCounts): string {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => {
      const delta = (after[table] ?? 0) - (before[table] ?? 0);
      return `${table} ${delta > 0 ? '+' : ''}${delta}`;
    })
    .join(', ');
}
