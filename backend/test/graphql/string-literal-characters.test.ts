import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let visitor: string;
beforeAll(async () => {
  app = await startTestApp();
  visitor = await newVisitor(app.server);
});
afterAll(() => app.close());

const REFUSAL = {
  message: "Text contains a character we can't accept (a null character or a broken emoji). Remove it and try again.",
  extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
};

const storedMessages = async () => {
  const rows = await app.db.orm.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from contact_message');
  return rows[0].n;
};

// The query texts below hold the six characters \u0000: graphql-js's parser makes them a NUL.
describe('characters PostgreSQL cannot store, escaped in GraphQL string literals', () => {
  it.each([
    ['an argument', String.raw`{ addressLookup(postcode: "LS1\u00004AP") { reset } }`],
    ['an input object field', String.raw`mutation { sendContactMessage(input: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "a\u0000b" }) { success } }`],
    ['a list inside an input object', String.raw`{ eligibleGrants(household: { benefits: ["none", "x\u0000"] }) { id } }`],
    ['a variable default', String.raw`query ($postcode: String = "\u0000") { addressLookup(postcode: $postcode) { reset } }`],
    ['a fragment the operation does not use', String.raw`{ __typename } fragment Unused on Query { addressLookup(postcode: "\u0000") { reset } }`],
  ])('refuses a NUL written as an escape in %s with a 400 before anything runs', async (_, query) => {
    const before = await storedMessages();
    const { status, body } = await graphql(app.server, query, {}, visitor);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toContainEqual(expect.objectContaining(REFUSAL));
    for (const error of body.errors!) expect(error.extensions).not.toHaveProperty('stacktrace');
    expect(await storedMessages()).toBe(before);
  });

  it.each([
    ['a lone high surrogate', String.raw`{ addressLookup(postcode: "LS1 \uD83D") { reset } }`],
    ['a lone low surrogate', String.raw`{ addressLookup(postcode: "\uDD25 LS1") { reset } }`],
  ])('refuses %s written as an escape with a 400 (graphql-js will not even parse it)', async (_, query) => {
    const { status, body } = await graphql(app.server, query, {}, visitor);
    expect(status).toBe(400);
    expect(body.errors![0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });

  it('accepts a whole emoji written as an escaped surrogate pair', async () => {
    const query = String.raw`mutation { sendContactMessage(input: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "warm \uD83D\uDD25 home" }) { success } }`;
    const { body } = await graphql(app.server, query, {}, visitor);
    expect(body).toEqual({ data: { sendContactMessage: { success: true } } });
  });
});
