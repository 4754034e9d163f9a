import { readFile } from 'node:fs/promises';
import { buildClientSchema, buildSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';
import request from 'supertest';
import { resolveFromRoot } from '../../src/config/paths.js';
import { graphql, onlyError } from '../support/graphql.js';
import { startProductionTestApp, startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const canonical = (sdl: ReturnType<typeof buildSchema>) => printSchema(lexicographicSortSchema(sdl));

describe('/graphql', () => {
  it('serves exactly the schema committed in graphql/schema.graphql', async () => {
    const { body } = await graphql<IntrospectionQuery>(app.server, getIntrospectionQuery({ descriptions: true }));
    expect(body.errors).toBeUndefined();
    const live = canonical(buildClientSchema(body.data!));
    const committed = canonical(buildSchema(await readFile(resolveFromRoot('graphql/schema.graphql'), 'utf8')));
    expect(live).toBe(committed);
  });

  it('rejects a GET query without a preflight header (CSRF prevention)', async () => {
    const res = await request(app.server).get('/graphql').query({ query: '{ __typename }' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('CSRF');
  });

  it('rejects a form-encoded POST', async () => {
    const res = await request(app.server).post('/graphql').type('form').send('query={__typename}');
    expect(res.status).toBe(415);
  });

  it('rejects batched operations', async () => {
    const res = await request(app.server)
      .post('/graphql')
      .send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
  });

  it('answers a syntax error with GRAPHQL_PARSE_FAILED', async () => {
    const { status, body } = await graphql(app.server, '{ addressLookup(');
    expect(status).toBe(400);
    expect(onlyError(body).extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('/graphql in production', () => {
  it('turns introspection off and hides field suggestions', async () => {
    const production = await startProductionTestApp();
    try {
      const introspection = await graphql(production.server, '{ __schema { queryType { name } } }');
      expect(onlyError(introspection.body).extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const typo = await graphql(production.server, '{ addressLookp(postcode: "LS1 4AP") { reset } }');
      expect(onlyError(typo.body).message).not.toContain('Did you mean');
    } finally {
      await production.close();
    }
  });
});
