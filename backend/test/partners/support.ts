import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { graphql } from '../support/graphql.js';

const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run partner -- <args>` as it runs, on the given database. */
export function runPartnerCli(databaseUrl: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/partners/partner.cli.ts', ...args], {
    cwd: BACKEND_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

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
