import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeCertificates } from './write-certificates.js';

const USAGE = `Usage: npm run epc:generate -- --out <file.csv | folder> [--rows N] [--seed S] [--postcodes sample|synthetic]

Writes made-up domestic EPC certificates in the register's bulk CSV format, the same for the
same options: one file when --out ends in .csv, else one folder per local authority.
  --rows N          certificates to write (default 5000)
  --seed S          any text (default 'warmwise')
  --postcodes       'sample': about 50 real postcodes; 'synthetic': as many made-up ones as
                    needed, 6-30 homes each (default: sample up to 20,000 rows, else synthetic)`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '5000' },
      out: { type: 'string' },
      seed: { type: 'string', default: 'warmwise' },
      postcodes: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const rows = Number(values.rows);
  const postcodes = values.postcodes ?? (rows <= 20_000 ? 'sample' : 'synthetic');
  if (values.help || !values.out || !Number.isInteger(rows) || rows < 0 || (postcodes !== 'sample' && postcodes !== 'synthetic')) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // npm runs workspace scripts in backend/: paths are taken from where the command was typed.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const started = performance.now();
  const written = await writeCertificates(out, { rows, seed: values.seed, postcodes });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Wrote ${written.rows.toLocaleString('en-GB')} certificates to ${written.files.length} file(s) under ${out} ` +
      `in ${seconds.toFixed(1)} s (seed '${values.seed}', ${postcodes} postcodes)`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('EPC generation failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
