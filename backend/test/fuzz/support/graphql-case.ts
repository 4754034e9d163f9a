import type { Server } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import type { Answer, FuzzCase } from './fuzz-run.js';
import type { GraphqlMutation } from './graphql-mutations.js';
import { printable } from './input-class.js';
import { stringsIn } from './leaks.js';
import { mutatedPayload } from './mutations.js';

export interface GraphqlCase extends FuzzCase {
  query: string;
  variables: unknown;
  anonymous?: boolean;
}

/** How a string literal is written into the document: escaped like JSON, or its characters raw. */
type StringStyle = 'escaped' | 'raw' | 'block';

const REQUEST_TIMEOUT_MS = 15_000;
// Codes that mean the server broke (or claimed an outage) rather than refusing the input.
const BROKEN_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE']);
const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The mutation with its arguments passed as variables, the variables made bad. */
export function variableCases(mutation: GraphqlMutation): fc.Arbitrary<GraphqlCase> {
  const names = Object.keys(mutation.args);
  const declared = names.map((name) => `$${name}: ${mutation.args[name][0]}`).join(', ');
  const passed = names.map((name) => `${name}: $${name}`).join(', ');
  const query = names.length > 0 ? `mutation Fuzz(${declared}) { ${mutation.field}(${passed}) ${mutation.selection} }` : `mutation Fuzz { ${mutation.field} ${mutation.selection} }`;
  const base = Object.fromEntries(names.map((name) => [name, mutation.args[name][1]]));
  return mutatedPayload(base).map((mutated) => ({
    endpoint: `mutation ${mutation.field} (variables)`,
    query,
    variables: mutated.payload,
    anonymous: mutation.anonymous,
    inputClass: mutated.inputClass,
    note: mutated.note,
  }));
}

/** The mutation with its arguments written inline as literals, the values made bad. */
export function literalCases(mutation: GraphqlMutation): fc.Arbitrary<GraphqlCase> {
  const base = Object.fromEntries(Object.entries(mutation.args).map(([name, [, value]]) => [name, value]));
  const firstArgument = Object.keys(base)[0] ?? 'unexpected';
  const style = fc.constantFrom<StringStyle>('escaped', 'escaped', 'raw', 'block');
  return fc.tuple(mutatedPayload(base), style).map(([mutated, stringStyle]) => {
    const args = isPlainObject(mutated.payload) ? mutated.payload : { [firstArgument]: mutated.payload };
    const written = Object.entries(args).map(([name, value]) => `${nameOf(name)}: ${literal(value, stringStyle)}`);
    const argumentList = written.length > 0 ? `(${written.join(', ')})` : '';
    return {
      endpoint: `mutation ${mutation.field} (literals)`,
      query: `mutation { ${mutation.field}${argumentList} ${mutation.selection} }`,
      variables: {},
      anonymous: mutation.anonymous,
      inputClass: `${mutated.inputClass} (${stringStyle})`,
      note: mutated.note,
    };
  });
}

/** A JSON value as a GraphQL literal. */
function literal(value: unknown, style: StringStyle): string {
  if (typeof value === 'string') return stringLiteral(value, style);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, style)).join(', ')}]`;
  if (isPlainObject(value)) return `{${Object.entries(value).map(([key, inner]) => `${nameOf(key)}: ${literal(inner, style)}`).join(', ')}}`;
  return 'null';
}

/**
 * A key as a GraphQL name: characters a name cannot hold become `_`, so an unexpected key reaches
 * validation ("not defined by type") instead of stopping the parser every time.
 */
const nameOf = (key: string) => (NAME.test(key) ? key : `_${key.replace(/[^_0-9A-Za-z]/g, '_')}`);

function stringLiteral(value: string, style: StringStyle): string {
  // JSON's escapes are GraphQL's: "\u0000" arrives as an escape inside the query text.
  if (style === 'escaped') return JSON.stringify(value);
  if (style === 'block') return `"""${value.replaceAll('"""', '\\"""')}"""`;
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

export async function sendGraphql(server: Server, visitor: string, testCase: GraphqlCase): Promise<Answer> {
  const req = request(server).post('/graphql').set('Content-Type', 'application/json');
  if (!testCase.anonymous) req.set('Cookie', visitor);
  const res = await req.send(JSON.stringify({ query: testCase.query, variables: testCase.variables })).timeout(REQUEST_TIMEOUT_MS);
  return { status: res.status, text: res.text ?? '', ...graphqlOutcome(res.status, res.text ?? '') };
}

interface FormattedError {
  message?: string;
  extensions?: { code?: string };
}

function graphqlOutcome(status: number, text: string): Pick<Answer, 'outcome' | 'problems'> {
  const errors = errorsIn(text);
  const broken = errors.filter((error) => BROKEN_CODES.has(error.extensions?.code ?? ''));
  const problems = [...(status >= 500 ? [`status ${status}`] : []), ...broken.map((error) => `extensions.code ${error.extensions?.code}: ${error.message}`)];
  if (problems.length > 0) return { outcome: 'failure', problems };
  if (status === 429 || errors.some((error) => error.extensions?.code === 'RATE_LIMITED')) return { outcome: 'rate-limited', problems };
  return { outcome: status >= 400 || errors.length > 0 ? 'validated' : 'accepted', problems };
}

function errorsIn(text: string): FormattedError[] {
  try {
    const body = JSON.parse(text) as { errors?: FormattedError[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

export const graphqlInput = (testCase: GraphqlCase) => `POST /graphql${testCase.anonymous ? ' (no cookie)' : ''} query ${printable(testCase.query, 600)} variables ${printable(testCase.variables)}`;

export const graphqlEchoes = (testCase: GraphqlCase) => [testCase.query, ...stringsIn(testCase.variables), ...stringsIn(testCase.query.match(/"(?:[^"\\]|\\.)*"/g) ?? [])];
