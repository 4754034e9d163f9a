import pg from 'pg';

/** Any fixed number: the lock's name among the database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_301_115;

/**
 * Runs `work` (applying migrations) while holding a PostgreSQL advisory lock, so servers starting
 * together on one database migrate one after another: the second finds nothing left to apply
 * instead of failing on a table the first just made. The lock lives on a connection of its own
 * and goes with it, even if this process dies.
 */
export async function whileHoldingMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}
