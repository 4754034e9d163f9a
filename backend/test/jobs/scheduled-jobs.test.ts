import { createLogger } from '../../src/logging/logger.js';
import { loadConfig } from '../../src/config/env.js';
import { openDatabase, type Database } from '../../src/database/database.js';
import { schemaDriftOf } from '../../src/database/schema-drift.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { scheduleRetention } from '../../src/retention/retention.schedule.js';
import { eventually } from '../support/mail.js';
import { createMigratedTestDatabase } from '../support/test-database.js';

// Every second, so an occurrence is due at once; pg-boss files each minute's occurrences under one key.
const EVERY_SECOND = { retention: '* * * * * *', expiredCodes: '* * * * * *' };

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
let db: Database;
const instances: JobQueue[] = [];
beforeAll(async () => {
  database = await createMigratedTestDatabase();
  db = await openDatabase({ kind: 'external', url: database.url, poolMax: 4 }, createLogger('silent'));
});
afterAll(async () => {
  await Promise.all(instances.map((jobs) => jobs.stop()));
  await db.close();
  await database.drop();
});

describe('periodic work on several servers', () => {
  it('runs each occurrence once however many servers schedule it', async () => {
    const settings = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, JOB_POLLING_INTERVAL_SECONDS: '0.5' }).jobs;
    const logger = createLogger('silent');
    for (let server = 0; server < 3; server++) {
      const jobs = await JobQueue.open(database.url, settings, logger, { runner: true, cronCheckSeconds: 1 });
      instances.push(jobs);
      await scheduleRetention(jobs, db.orm.em, logger, EVERY_SECOND);
    }
    const connection = db.orm.em.getConnection();
    const runs = () =>
      connection.execute<Array<{ name: string; singleton_on: Date; runs: string; completed: string }>>(
        `select name, singleton_on, count(*) as runs, count(*) filter (where state = 'completed') as completed
           from pgboss.job where name in ('retention', 'expired-codes') group by name, singleton_on`,
      );
    const done = await eventually(runs, (rows) => ['retention', 'expired-codes'].every((name) => rows.some((row) => row.name === name && Number(row.completed) === 1)), 10_000);
    expect(done.length).toBeGreaterThanOrEqual(2);
    // Three servers, one job per queue per minute's slot, each run once.
    for (const row of done) expect(Number(row.runs)).toBe(1);
  });

  it("keeps pg-boss's tables out of the app's schema: the ORM sees no drift beside them", async () => {
    expect(instances.length).toBeGreaterThan(0);
    expect(await schemaDriftOf(database.url)).toBe('');
  });
});
