import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findRunningEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { requiredEnv } from '../support/test-database.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-pgdata-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** postmaster.pid as PostgreSQL writes it: pid, data dir, start time, port, socket dir, host, ... */
const pidFile = (pid: number, port: number) => `${pid}\n${dataDir}\n1700000000\n${port}\n/tmp\n127.0.0.1\n  5432001  1\nready   \n`;

describe('findRunningEmbeddedPostgres', () => {
  it('finds nothing in a data directory without postmaster.pid', async () => {
    expect(await findRunningEmbeddedPostgres(dataDir)).toBeUndefined();
  });

  it('ignores a stale postmaster.pid whose process is gone', async () => {
    await writeFile(path.join(dataDir, 'postmaster.pid'), pidFile(2 ** 22 + 12345, 5432));
    expect(await findRunningEmbeddedPostgres(dataDir)).toBeUndefined();
  });

  it('ignores a live process that does not answer as PostgreSQL on the port', async () => {
    await writeFile(path.join(dataDir, 'postmaster.pid'), pidFile(process.pid, 1));
    expect(await findRunningEmbeddedPostgres(dataDir)).toBeUndefined();
  });

  it('finds a running cluster by its pid and port', async () => {
    const port = Number(new URL(requiredEnv('TEST_DATABASE_URL')).port || 5432);
    await writeFile(path.join(dataDir, 'postmaster.pid'), pidFile(process.pid, port));
    const found = await findRunningEmbeddedPostgres(dataDir);
    expect(found).toMatchObject({ port, pid: process.pid, url: expect.stringContaining(`:${port}/warmwise`) });
  });
});
