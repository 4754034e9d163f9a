/**
 * The baselines of `npm run bench:overhead`, in a process of their own (as our server is): the
 * least a Node server can do to give the same answers.
 * - GraphQL: graphql-js on node:http, a schema of the grant schemes alone, the same catalogue.
 * - Look-up: node:http and a pg pool running the app's own SQL for the homes at a postcode.
 * Prints `bare graphql <url>` and `bare lookup <url>` once both listen.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';
import pg from 'pg';
import { GRANT_SCHEMES } from '@warmwise/common';
import { NEWEST_PER_HOME } from '../src/epc/newest-certificates.js';

const MAX_HOMES = 500;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');

const schema = buildSchema(`
  type GrantScheme { id: ID! name: String! amount: String! provider: String! description: String! }
  type Query { grantSchemes: [GrantScheme!]! }
`);
const rootValue = { grantSchemes: () => GRANT_SCHEMES };
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// The app's SQL numbers its parameters with '?' (knex style); pg wants $1, $2.
const lookupSql = NEWEST_PER_HOME.replace('postcode = ?', 'postcode = $1').replace('limit ?', 'limit $2');

async function bodyOf(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text) as Record<string, unknown>;
}

function listen(handler: (body: Record<string, unknown>) => Promise<unknown>): Promise<string> {
  const server = http.createServer((req, res) => {
    bodyOf(req)
      .then(handler)
      .then(
        (answer) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
        () => res.writeHead(400).end(),
      );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

const graphqlUrl = await listen((body) => graphql({ schema, source: String(body.query), rootValue }));
const lookupUrl = await listen(async (body) => {
  const postcode = String(body.postcode).trim().toUpperCase();
  const { rows } = await pool.query(lookupSql, [postcode, MAX_HOMES]);
  return { addresses: rows };
});
console.log(`bare graphql ${graphqlUrl}`);
console.log(`bare lookup ${lookupUrl}`);
