import 'reflect-metadata';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../database/database.js';
import { cliDatabaseConfig, cliLogger } from '../epc/cli-database.js';
import { isUuid } from '../database/uuid.js';
import { JobQueue, type FailedJob } from './job-queue.js';

const USAGE = 'Usage: npm run jobs -- failed | retry <job id>';

/** One line a person can act on: which job, what it was for, when and why it failed. */
function describe(job: FailedJob): string {
  const message = (job.data.message ?? {}) as { to?: string };
  const what = message.to ? `mail to ${message.to}` : `${job.data.type ?? job.name} ${job.data.id ?? ''}`.trim();
  const output = job.output as { message?: string } | null;
  return `${job.id}  ${job.name}  ${what}  failed ${job.failedOn.toISOString()}: ${output?.message ?? 'no error recorded'}`;
}

/**
 * `npm run jobs -- failed` lists the background jobs out of retries (mail that never went, CRM calls
 * refused); `npm run jobs -- retry <id>` puts one back in its queue with fresh retries.
 */
async function main(args: string[]): Promise<number> {
  const [command, id] = args;
  if (command !== 'failed' && !(command === 'retry' && id)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'retry' && !isUuid(id)) {
    console.error(`"${id}" is not a job id: copy one from \`npm run jobs -- failed\`.`);
    return 2;
  }
  const logger = cliLogger('warmwise-jobs');
  const db = await openDatabase(cliDatabaseConfig(), logger);
  try {
    const jobs = await JobQueue.open(db.url, loadConfig({ ...process.env, NODE_ENV: 'development' }).jobs, logger, { runner: false });
    try {
      if (command === 'failed') {
        const failed = await jobs.failed();
        console.log(failed.length === 0 ? 'No failed jobs.' : `${failed.length} failed job(s):\n${failed.map(describe).join('\n')}`);
        return 0;
      }
      if (!(await jobs.retry(id))) {
        console.error(`No failed job has the id ${id}: \`npm run jobs -- failed\` lists them.`);
        return 1;
      }
      console.log(`Job ${id} is queued again; a running server picks it up.`);
      return 0;
    } finally {
      await jobs.stop();
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Jobs command failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
