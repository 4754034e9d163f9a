import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runServer } from '../support/server-process.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * SIGTERM while clients keep busy keep-alive connections: every request the server received is
 * answered; once it stops accepting, clients are refused a connection (a load balancer sends them
 * elsewhere) but never lose a request they had sent.
 */
const CLIENTS = 20;
/**
 * Answers each client has before the signal: so every client holds an open keep-alive connection
 * and the server is under load (a connection still being opened at the signal would be refused,
 * which is right, but not what this test is about).
 */
const ANSWERS_PER_CLIENT_BEFORE_SIGTERM = 5;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let outbox: string;
beforeAll(async () => {
  database = await createTestDatabase();
  outbox = await mkdtemp(path.join(os.tmpdir(), 'warmwise-drain-'));
});
afterAll(async () => {
  await database.drop();
  await rm(outbox, { recursive: true, force: true });
});

type Outcome = { status: number } | { error: string };

function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('SIGTERM under load', () => {
  it('answers every request it received, then exits 0', async () => {
    const server = runServer({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: database.url, MAIL_OUTBOX_DIR: outbox });
    try {
      const base = await server.url;
      const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
      const outcomes: Outcome[] = [];
      let refused = false;
      let underLoad: () => void = () => {};
      const loaded = new Promise<void>((resolve) => {
        underLoad = resolve;
      });
      const answersPerClient = Array<number>(CLIENTS).fill(0);
      const client = async (index: number) => {
        while (!refused) {
          // A public API read through the whole pipeline (/readyz would rightly answer 503 once stopping).
          const outcome = await get(agent, `${base}/api/grants/schemes`);
          outcomes.push(outcome);
          answersPerClient[index]! += 1;
          if (answersPerClient.every((answers) => answers >= ANSWERS_PER_CLIENT_BEFORE_SIGTERM)) underLoad();
          if ('error' in outcome && outcome.error === 'ECONNREFUSED') refused = true;
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
      await loaded;
      const answeredBeforeSigterm = outcomes.length;
      server.child.kill('SIGTERM');
      await Promise.all(clients);
      agent.destroy();

      expect(await server.exited).toBe(0);
      const dropped = outcomes.filter((outcome) => 'error' in outcome && outcome.error !== 'ECONNREFUSED');
      expect(dropped).toEqual([]);
      expect(outcomes.filter((outcome) => 'status' in outcome && outcome.status !== 200)).toEqual([]);
      expect(answeredBeforeSigterm).toBeGreaterThan(CLIENTS);
      // The requests in flight at the signal were answered too, not only those before it.
      expect(outcomes.filter((outcome) => 'status' in outcome).length).toBeGreaterThan(answeredBeforeSigterm);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
