import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../database/database.js';
import { cliDatabaseConfig, cliLogger } from '../cli-database.js';
import { DEFAULT_BATCH_SIZE, defaultRejectsPath, importCertificates } from './epc-importer.js';
import { formatSummary } from './import-summary.js';
import { ProgressBar, silentProgress } from './progress-bar.js';

const USAGE = `Usage: npm run epc:import -- <certificates.csv | folder | archive.zip> [options]

Imports domestic EPC certificates (the register's bulk CSV format) into the app's database:
DATABASE_URL when set, else the embedded database (used while the app runs, started otherwise).
Files already imported are skipped; a part-done file resumes; re-importing changes nothing.

Options:
  --rejects <file>     where refused rows go (default: <input>.rejects.csv)
  --batch-size <n>     rows per transaction (default: ${DEFAULT_BATCH_SIZE})
  --force              import files recorded as done again
  --worker, --no-worker
                       parse in a worker thread, or in the main thread (default: a worker
                       when the machine has more than two cores)
  --quiet              no progress bar
  -h, --help           this text`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    allowNegative: true,
    options: {
      rejects: { type: 'string' },
      'batch-size': { type: 'string' },
      force: { type: 'boolean', default: false },
      worker: { type: 'boolean' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const batchSize = Number(values['batch-size'] ?? DEFAULT_BATCH_SIZE);
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    console.error('--batch-size must be a whole number above 0');
    return 2;
  }
  // npm runs workspace scripts in backend/: paths are taken from where the command was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const input = path.resolve(cwd, positionals[0]);
  const rejectsPath = values.rejects ? path.resolve(cwd, values.rejects) : defaultRejectsPath(input);

  const logger = cliLogger('warmwise-epc-import');
  const db = await openDatabase(cliDatabaseConfig(), logger);
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(130);
    console.error('\nStopping after the batch in flight; run the same command again to resume.');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  try {
    const summary = await importCertificates({
      input,
      databaseUrl: db.orm.config.get('clientUrl')!,
      rejectsPath,
      batchSize,
      force: values.force,
      parseInWorker: values.worker,
      progress: values.quiet ? silentProgress : new ProgressBar(process.stderr),
      signal: controller.signal,
    });
    console.log(formatSummary(summary));
    if (summary.interrupted) return 130;
    return summary.failed.length > 0 ? 1 : 0;
  } finally {
    process.off('SIGINT', onSigint);
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('EPC import failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
