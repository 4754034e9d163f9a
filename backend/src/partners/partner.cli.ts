import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { openDatabase } from '../database/database.js';
import { cliDatabaseConfig, cliLogger } from '../epc/cli-database.js';
import { DEFAULT_QUOTA, PartnerKeysService, type PartnerKeyListing } from './partner-keys.service.js';

const USAGE = `Usage:
  npm run partner -- create --name "Organisation" [--per-minute N] [--per-day N]
  npm run partner -- list
  npm run partner -- revoke <id or key>

Manages the partner API's keys in the app's database: DATABASE_URL when set, else the embedded
database (used while the app runs, started otherwise). A new key is printed once; only its
SHA-256 is stored. Quotas default to ${DEFAULT_QUOTA.perMinute} requests a minute and ${DEFAULT_QUOTA.perDay} a day.`;

const parseWholeNumber = (value: string | undefined) => (value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : NaN);

function listingLine(key: PartnerKeyListing): string {
  const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active';
  return [key.id, key.organisation, `${key.perMinute}/min ${key.perDay}/day`, `today ${key.requestsToday}, in all ${key.requestsInAll}`, `created ${key.createdAt.toISOString()}`, state].join('  |  ');
}

async function run(keys: PartnerKeysService, command: string | undefined, args: string[], values: { name?: string; 'per-minute'?: string; 'per-day'?: string }): Promise<number> {
  if (command === 'create' && values.name !== undefined && args.length === 0) {
    const { key, record } = await keys.create({ organisation: values.name, perMinute: parseWholeNumber(values['per-minute']), perDay: parseWholeNumber(values['per-day']) });
    console.log(`Key for ${record.organisation} (id ${record.id}, ${record.perMinute} a minute, ${record.perDay} a day).`);
    console.log('It is shown only now; keep it secret:');
    console.log(key);
    return 0;
  }
  if (command === 'list' && args.length === 0) {
    const listing = await keys.list();
    console.log(listing.length === 0 ? 'No partner keys yet.' : listing.map(listingLine).join('\n'));
    return 0;
  }
  if (command === 'revoke' && args.length === 1) {
    const revoked = await keys.revoke(args[0]);
    if (!revoked) {
      console.error('No key with that id or value.');
      return 1;
    }
    console.log(`Revoked the key ${revoked.id} of ${revoked.organisation}.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, 'per-minute': { type: 'string' }, 'per-day': { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const db = await openDatabase(cliDatabaseConfig(), cliLogger('warmwise-partner'));
  try {
    return await run(new PartnerKeysService(db.orm.em.fork()), command, args, values);
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('partner:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
