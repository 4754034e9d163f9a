import { Router } from 'express';
import type { Database } from '../database/database.js';
import type { KeyValueStore } from '../store/key-value-store.js';

const CHECK_TIMEOUT_MS = 2_000;

const withTimeout = (check: Promise<boolean>) =>
  Promise.race([check, new Promise<boolean>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, false).unref())]);

/**
 * /healthz: the process is alive (no dependencies, for restarts).
 * /readyz: PostgreSQL and a configured Redis answer and the server is not stopping (for load
 * balancers, which then send new work elsewhere, even over a connection they keep open); 503 otherwise.
 */
export function healthRoutes(db: Database, store: KeyValueStore, isStopping: () => boolean): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    const [database, storeUp] = await Promise.all([withTimeout(db.isReachable()), withTimeout(store.ping())]);
    const checks = { database: database ? 'up' : 'down', [store.kind]: storeUp ? 'up' : 'down' };
    const stopping = isStopping();
    const ready = database && storeUp && !stopping;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: stopping ? 'stopping' : ready ? 'ready' : 'unavailable', checks });
  });

  return router;
}
