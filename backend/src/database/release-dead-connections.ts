import type pg from 'pg';

type Release = pg.PoolClient['release'];

/**
 * Gives the pool back the connections that die while checked out.
 *
 * When PostgreSQL stops mid-transaction, Kysely (under MikroORM) never releases the connection:
 * it releases only after a successful BEGIN, COMMIT or ROLLBACK, and on a dead connection all
 * three fail. Each restart would cost the pool those slots for good, until requests queue
 * forever. So when a checked-out connection ends, it is released here with an error (the pool
 * then discards it and opens a fresh one on demand), and the release that may still follow from
 * Kysely becomes a no-op instead of pg-pool's "released twice" error.
 *
 * pg-pool is not at fault: it drops a connection that fails while idle, and leaves one that is
 * checked out to whoever holds it, who must release it with the error. The leak is Kysely's,
 * reported upstream, where it was reproduced by terminating the backend under an open transaction:
 * https://github.com/kysely-org/kysely/issues/1990. This goes once the Kysely that MikroORM brings
 * releases the connection when BEGIN, COMMIT or ROLLBACK throws, as proposed there.
 */
export function releaseDeadConnections(pool: pg.Pool): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    makeReleaseIdempotent(client as pg.PoolClient);
    client.on('end', () => {
      const poolClient = client as pg.PoolClient;
      if (checkedOut.has(poolClient)) poolClient.release(new Error('the connection to PostgreSQL ended while in use'));
    });
  });
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
}

/** pg-pool assigns a fresh `release` at every checkout; each one is wrapped to run at most once. */
function makeReleaseIdempotent(client: pg.PoolClient): void {
  let current: Release = () => undefined;
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => current,
    set(release: Release) {
      let released = false;
      current = (error) => {
        if (released) return;
        released = true;
        release(error);
      };
    },
  });
}
