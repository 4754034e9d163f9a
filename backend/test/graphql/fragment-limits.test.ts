import { graphql, onlyError } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { doublingFragmentChain, singleFragmentChain } from './support/fragment-documents.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GraphQL limits through fragments', () => {
  it('refuses a chain of 30 doubling fragments at once, counting the fields it expands to', async () => {
    // Counted, not timed: selection-stats.test.ts shows each fragment is walked once; `npm run bench:graphql` times it.
    const { status, body } = await graphql(app.server, doublingFragmentChain(30));
    expect(status).toBe(400);
    expect(onlyError(body)).toMatchObject({
      message: `Query selects ${2 ** 29} fields, the limit is 500.`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('counts a fragment once per spread, so legitimate reuse past the field limit is refused with its real count', async () => {
    const fields = Array.from({ length: 10 }, (_, i) => `f${i}: __typename`).join(' ');
    const spreads = Array.from({ length: 51 }, () => '...Ten').join(' ');
    const within = await graphql(app.server, `{ ...Ten ...Ten } fragment Ten on Query { __typename }`);
    expect(within.body.errors).toBeUndefined();
    const { status, body } = await graphql(app.server, `{ ${spreads} } fragment Ten on Query { ${fields} }`);
    expect(status).toBe(400);
    expect(body.errors!.map((error) => error.message)).toEqual([
      'Query uses 510 aliases, the limit is 15.',
      'Query selects 510 fields, the limit is 500.',
    ]);
  });

  it('follows fragments inside inline fragments and nested fields for depth', async () => {
    const query = '{ ... on Query { a { ...B } } } fragment B on X { b { ... on Y { c { ...D } } } } fragment D on Z { d { e { f { g { h { i } } } } } }';
    const { status, body } = await graphql(app.server, query);
    expect(status).toBe(400);
    expect(body.errors!.map((error) => error.message)).toContain('Query is too deep: 9 levels, the limit is 8.');
  });

  it.each([
    ['a fragment spreading itself', '{ ...A } fragment A on Query { __typename ...A }', 'Cannot spread fragment "A" within itself.'],
    ['fragments spreading each other', '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }', 'Cannot spread fragment "A" within itself via "B".'],
    ['an unknown fragment', '{ ...Missing }', 'Unknown fragment "Missing".'],
  ])('answers %s with a validation error instead of looping', async (_, query, message) => {
    const { status, body } = await graphql(app.server, query);
    expect(status).toBe(400);
    expect(body.errors!.map((error) => error.message)).toContain(message);
  });

  it('walks the longest chain of fragments the token limit allows without exhausting the stack', async () => {
    const { status, body } = await graphql<{ __typename: string }>(app.server, singleFragmentChain(300));
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data).toEqual({ __typename: 'Query' });
  });
});
