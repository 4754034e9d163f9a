import type { Server } from 'node:http';
import { runCli } from '../support/cli-process.js';
import { graphql } from '../support/graphql.js';

/** `npm run partner -- <args>` as it runs, on the given database. */
export const runPartnerCli = (databaseUrl: string, args: string[]) => runCli('src/partners/partner.cli.ts', args, databaseUrl);

/** A new key made with the CLI: the key (its last line of output) and its id. */
export async function createPartnerKey(databaseUrl: string, name: string, quota: string[] = []): Promise<{ key: string; id: string }> {
  const { code, stdout, stderr } = await runPartnerCli(databaseUrl, ['create', '--name', name, ...quota]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  const key = stdout.trim().split('\n').at(-1)!;
  const id = /\(id ([0-9a-f-]{36}),/.exec(stdout)![1];
  return { key, id };
}

/** Posts a partner operation with `Authorization: Bearer <key>` (none when key is undefined). */
export const partnerQuery = <T>(server: Server, key: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(server, query, variables, undefined, key === undefined ? {} : { Authorization: `Bearer ${key}` });
