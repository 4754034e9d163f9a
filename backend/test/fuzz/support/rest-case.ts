import type { Server } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { SESSION_COOKIE } from '../../../src/session/session.middleware.js';
import { badPathSegment, badString, encodePathSegment, extraKey } from './bad-values.js';
import type { Answer, FuzzCase } from './fuzz-run.js';
import { classOfValue, printable } from './input-class.js';
import { stringsIn } from './leaks.js';
import { mutatedPayload } from './mutations.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A REST endpoint with a request it accepts (or refuses only for who is asking). */
export interface RestEndpoint {
  method: Method;
  /** The Express route, e.g. /api/properties/:id */
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Sent without the fixture's cookie (logout would end the visitor's session for every later request). */
  anonymous?: boolean;
}

export interface RestCase extends FuzzCase {
  method: Method;
  path: string;
  body?: unknown;
  /** Sent as it is instead of `body`: malformed JSON, wrong encodings. */
  rawBody?: string;
  contentType?: string;
  /** Replaces the visitor's cookie; '' sends none. */
  cookie?: string;
}

const RAW_BODIES = [
  '{',
  '{"address": ',
  'nul',
  "{'address': 'single quotes'}",
  '{"a":1,"a":2}',
  '{"postcode": "B33 8TH",}',
  '[1, 2',
  '"just a string"',
  '12',
  'null',
  '[]',
  '\uFEFF{"postcode": "B33 8TH"}',
  '{"postcode": "\\ud800"}',
  '{"postcode": "\\u0000"}',
  '{"postcode": "\\x00"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
  JSON.stringify({ postcode: 'x'.repeat(150_000) }),
];

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/xml'];

const REQUEST_TIMEOUT_MS = 15_000;

const hasBody = (method: Method) => method !== 'GET';

function pathOf(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name);
}

const queryOf = (query: Record<string, string>) => {
  const pairs = Object.entries(query).map(([key, value]) => `${encodePathSegment(key)}=${encodePathSegment(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

/** Requests to one endpoint with one part made bad: a path id, the query, the body, its encoding or the cookie. */
export function restCases(endpoint: RestEndpoint): fc.Arbitrary<RestCase> {
  const name = `${endpoint.method} ${endpoint.route}`;
  const params = endpoint.params ?? {};
  const query = endpoint.query ?? {};
  const path = pathOf(endpoint.route, params) + queryOf(query);
  const base = { endpoint: name, method: endpoint.method, path, cookie: endpoint.anonymous ? '' : undefined };
  const body = hasBody(endpoint.method) ? (endpoint.body ?? {}) : undefined;
  const variants: Array<{ arbitrary: fc.Arbitrary<RestCase>; weight: number }> = [
    {
      arbitrary: fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(query), 'energyPlanId'), extraKey), badString).map(([key, value]) => ({
        ...base,
        body,
        path: pathOf(endpoint.route, params) + queryOf({ ...query, [key]: value.slice(0, 2_000) }),
        inputClass: `query: ${classOfValue(value)}`,
        note: `?${key}=${printable(value, 120)}`,
      })),
      weight: 1,
    },
    {
      arbitrary: badString.filter((value) => value.length < 4_000).map((value) => ({
        ...base,
        body,
        cookie: `${SESSION_COOKIE}=${encodePathSegment(value)}`,
        inputClass: `cookie: ${classOfValue(value)}`,
        note: `session cookie ${printable(value, 120)}`,
      })),
      weight: 1,
    },
  ];
  for (const param of Object.keys(params)) {
    variants.push({
      arbitrary: badPathSegment.map((segment) => ({
        ...base,
        body,
        path: pathOf(endpoint.route, { ...params, [param]: segment }) + queryOf(query),
        inputClass: `path :${param}`,
        note: `:${param} = ${printable(segment, 120)}`,
      })),
      weight: 3,
    });
  }
  if (body !== undefined) {
    variants.push(
      { arbitrary: mutatedPayload(body).map((mutated) => ({ ...base, body: mutated.payload, inputClass: mutated.inputClass, note: mutated.note })), weight: 8 },
      { arbitrary: fc.constantFrom(...RAW_BODIES).map((rawBody) => ({ ...base, rawBody, inputClass: 'malformed body', note: `raw body ${printable(rawBody, 80)}` })), weight: 1 },
      {
        arbitrary: fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({ ...base, body, contentType, inputClass: 'content type', note: `Content-Type: ${contentType}` })),
        weight: 1,
      },
    );
  }
  return fc.oneof(...variants);
}

/** Sends a case the way a client would, with the visitor's cookie unless the case replaces it. */
export async function sendRest(server: Server, visitor: string, testCase: RestCase): Promise<Answer> {
  const agent = request(server);
  const req =
    testCase.method === 'GET' ? agent.get(testCase.path) : testCase.method === 'POST' ? agent.post(testCase.path) : testCase.method === 'PUT' ? agent.put(testCase.path) : agent.delete(testCase.path);
  const cookie = testCase.cookie ?? visitor;
  if (cookie) req.set('Cookie', cookie);
  const payload = testCase.rawBody ?? (testCase.body === undefined ? undefined : JSON.stringify(testCase.body));
  if (payload !== undefined) req.set('Content-Type', testCase.contentType ?? 'application/json').send(payload);
  // A hung request is a finding too: the error names the input instead of the run timing out.
  const res = await req.timeout(REQUEST_TIMEOUT_MS);
  return { status: res.status, text: res.text ?? '', outcome: restOutcome(res.status), problems: res.status >= 500 ? [`status ${res.status}`] : [] };
}

function restOutcome(status: number): Answer['outcome'] {
  if (status >= 500) return 'failure';
  if (status === 429) return 'rate-limited';
  return status >= 400 ? 'validated' : 'accepted';
}

/** The request as a failure message prints it. */
export const restInput = (testCase: RestCase) =>
  `${testCase.method} ${printable(testCase.path, 200)}${testCase.contentType ? ` (${testCase.contentType})` : ''}${testCase.cookie ? ` Cookie: ${printable(testCase.cookie, 80)}` : ''} ${
    testCase.rawBody === undefined ? printable(testCase.body) : `raw ${printable(testCase.rawBody)}`
  }`;

/** What the answer may quote back: the decoded path and every string of the body. */
export function restEchoes(testCase: RestCase): string[] {
  const segments = testCase.path.split(/[/?&=]/).flatMap((segment) => {
    try {
      return [segment, decodeURIComponent(segment)];
    } catch {
      return [segment];
    }
  });
  return [testCase.path, ...segments, ...stringsIn(testCase.body), ...(testCase.rawBody ? [testCase.rawBody] : [])];
}
