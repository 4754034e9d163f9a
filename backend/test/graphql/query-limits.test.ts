import { graphql, onlyError } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const lookup = (alias: string) => `${alias}: addressLookup(postcode: "LS1 4AP") { reset }`;

describe('GraphQL query limits', () => {
  it('runs an ordinary query', async () => {
    const { body } = await graphql(app.server, `{ ${lookup('a')} }`);
    expect(body.errors).toBeUndefined();
  });

  it('rejects 16 aliases before running anything', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => lookup(`a${i}`)).join(' ');
    const { status, body } = await graphql(app.server, `{ ${aliases} }`);
    expect(status).toBe(400);
    expect(onlyError(body)).toMatchObject({ message: 'Query uses 16 aliases, the limit is 15.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('rejects a query nested beyond the depth limit, following fragments', async () => {
    // The schema has no cycles yet, so only a made-up query can be this deep; the limit guards
    // the types to come (a user's properties, their plans, their recommendations...).
    const deep = '{ a { b { c { ...D } } } } fragment D on X { d { e { f { g { h { i } } } } } }';
    const { status, body } = await graphql(app.server, deep);
    expect(status).toBe(400);
    expect(body.errors!.map((error) => error.message)).toContain('Query is too deep: 9 levels, the limit is 8.');
  });

  it('runs one mutation per request and refuses a second before either runs', async () => {
    const login = (alias: string) => `${alias}: login(input: { email: "nobody@example.com", password: "not the password" }) { success }`;
    const one = await graphql(app.server, `mutation { ${login('a')} }`);
    expect(onlyError(one.body).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const two = await graphql(app.server, `mutation { ${login('a')} ${login('b')} }`);
    expect(two.status).toBe(400);
    expect(onlyError(two.body)).toMatchObject({
      message: 'Query costs 502, the limit is 500: send one mutation per request.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a document with too many tokens', async () => {
    const huge = `{ ${Array.from({ length: 3_100 }, (_, i) => `f${i % 10}`).join(' ')} }`;
    const { status, body } = await graphql(app.server, huge);
    expect(status).toBe(400);
    expect(onlyError(body).message).toContain('more that 3000 tokens');
  });

  it('leaves introspection to its own switch', async () => {
    const { body } = await graphql(app.server, '{ __schema { types { name fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }');
    expect(body.errors).toBeUndefined();
  });
});
