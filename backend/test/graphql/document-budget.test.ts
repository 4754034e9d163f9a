import request from 'supertest';
import { MAX_DOCUMENT_BYTES } from '../../src/graphql/limits/document-budget.js';
import { onlyError, type GraphQLResponse } from '../support/graphql.js';
import { startProductionTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startProductionTestApp();
});
afterAll(() => app.close());

const post = async (body: object) => {
  const res = await request(app.server).post('/graphql').set('Content-Type', 'application/json').send(body);
  return { status: res.status, body: res.body as GraphQLResponse<unknown> };
};

/** Fragments that spread each other in a ring, each also selecting a field. */
const fragmentRing = (count: number) =>
  `query Ring { ...R0 } ${Array.from({ length: count }, (_, i) => `fragment R${i} on Query { grantSchemes { id } ...R${(i + 1) % count} }`).join(' ')}`;

describe('GraphQL documents are bounded before graphql-js validates them', () => {
  it(`refuses a document over ${MAX_DOCUMENT_BYTES} bytes unread: 400 saying to send long values as variables`, async () => {
    const padded = `{ grantSchemes { id } } # ${'x'.repeat(MAX_DOCUMENT_BYTES)}`;
    const { status, body } = await post({ query: padded });
    expect(status).toBe(400);
    expect(onlyError(body)).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(onlyError(body).message).toBe(`The GraphQL document is ${Buffer.byteLength(padded)} bytes, the limit is ${MAX_DOCUMENT_BYTES}: send long values as variables.`);
  });

  it('refuses a document over the field limit before comparing its fields pairwise: one error, the limit', async () => {
    // 260 fields of one name with different arguments: graphql-js's overlapping-fields rule would
    // compare every pair and report each conflict.
    const flood = `{ ${Array.from({ length: 260 }, (_, i) => `property(id:"${i}"){id}`).join(' ')} }`;
    const { status, body } = await post({ query: flood });
    expect(status).toBe(400);
    expect(onlyError(body)).toMatchObject({ message: 'Query selects 520 fields, the limit is 500.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('refuses, within the field limit, more same-named fields than graphql-js should compare pairwise', async () => {
    const flood = `{ ${Array.from({ length: 250 }, (_, i) => `property(id:"${i}"){id}`).join(' ')} }`;
    const { status, body } = await post({ query: flood });
    expect(status).toBe(400);
    expect(onlyError(body)).toEqual({
      message: 'Query selects property more than 5 times: merge the repeats.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses more fragments side by side than graphql-js should compare pairwise, but not a long chain of them', async () => {
    const fields = ['id', 'name', 'amount', 'provider', 'website', 'asOf', 'description', 'eligibility', 'requirements', 'applicationProcess'];
    const fragments = Array.from({ length: 50 }, (_, i) => `fragment S${i} on GrantScheme { ${fields[i % fields.length]} }`).join(' ');
    const sideBySide = `{ grantSchemes { ${Array.from({ length: 50 }, (_, i) => `...S${i}`).join(' ')} } } ${fragments}`;
    const { status, body } = await post({ query: sideBySide });
    expect(status).toBe(400);
    expect(onlyError(body)).toEqual({
      message: 'Query spreads too many fragments side by side (over 1000 pairs to compare): merge some of them.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    // 50 × 49 / 2 = 1,225 pairs; 40 side by side (780) pass.
    const fewer = await post({ query: `{ grantSchemes { ${Array.from({ length: 40 }, (_, i) => `...S${i}`).join(' ')} } } ${fragments.split(' fragment S40')[0]}` });
    expect(fewer.body.errors).toBeUndefined();
  });

  it('answers a fragment cycle with 400 and the cycle, before any other rule walks it', async () => {
    const { status, body } = await post({ query: fragmentRing(100) });
    expect(status).toBe(400);
    expect(onlyError(body)).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(onlyError(body).message).toMatch(/^Cannot spread fragment "R0" within itself via "R1", "R2"/);
  });

  it('answers a subscription with 400 and a message, not an internal error', async () => {
    const { status, body } = await post({ query: 'subscription { grantSchemes { id } }' });
    expect(status).toBe(400);
    expect(onlyError(body)).toEqual({ message: 'This API has no subscriptions: send a query or a mutation.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('answers any persisted query, well-formed or not, with 400 and a message', async () => {
    const hash = 'a'.repeat(64);
    for (const persistedQuery of ['x', {}, { version: 1, sha256Hash: 5 }, { version: 1, sha256Hash: hash }, { version: 2 }, null]) {
      for (const query of [undefined, '{ grantSchemes { id } }']) {
        const { status, body } = await post({ query, extensions: { persistedQuery } });
        expect({ persistedQuery, query, status }).toEqual({ persistedQuery, query, status: 400 });
        expect(onlyError(body)).toEqual({
          message: 'Persisted queries are not supported: send the operation itself as `query`.',
          extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
        });
      }
    }
  });

  it('still runs ordinary operations, again and again', async () => {
    for (let i = 0; i < 3; i++) {
      const { status, body } = await post({ query: 'query Schemes { grantSchemes { id } }' });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
  });
});
