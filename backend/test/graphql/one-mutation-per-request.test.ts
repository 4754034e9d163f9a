import { graphql, onlyError } from '../support/graphql.js';
import { GOOD_PASSWORD, mailsTo, uniqueEmail, waitForMails } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mailQueueDrained } from '../support/mail.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sendVerification = (alias: string, email: string) =>
  `${alias}: sendVerification(input: { email: "${email}", password: "${GOOD_PASSWORD}" }) { success }`;

/** Fifteen registrations to fifteen addresses (one each, so no per-address limit stops them). */
const fifteen = () => {
  const emails = Array.from({ length: 15 }, (_, i) => uniqueEmail(`bypass${i}`));
  return { emails, fields: emails.map((email, i) => sendVerification(`m${i}`, email)).join(' ') };
};

const codesStoredFor = async (emails: string[]) => {
  const rows = await app.db.orm.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from email_code where email in (?)', [emails]);
  return rows[0].n;
};

/**
 * One registration written through nested fragments, run to the end. The code is stored and
 * mailed after the answer, so once this one's mail is in, anything a refused request had
 * started before it would have been stored and mailed too.
 */
async function registerThroughFragments() {
  const email = uniqueEmail('single');
  const query = `mutation { ... on Mutation { ...Register } } fragment Register on Mutation { ${sendVerification('registered', email)} }`;
  const answer = await graphql(app.server, query);
  const mails = await waitForMails(app, email, 1);
  return { answer, mails, codes: await codesStoredFor([email]) };
}

describe('one mutation per request, whatever the wrapping', () => {
  it.each([
    ['an inline fragment', (fields: string) => `mutation { ... on Mutation { ${fields} } }`],
    ['a named fragment', (fields: string) => `mutation { ...Many } fragment Many on Mutation { ${fields} }`],
    ['nested inline and named fragments', (fields: string) => `mutation { ... on Mutation { ...Outer } } fragment Outer on Mutation { ... on Mutation { ...Many } } fragment Many on Mutation { ${fields} }`],
  ])('refuses fifteen sendVerification through %s before any runs: no hash, no mail, no row', async (_, wrap) => {
    const { emails, fields } = fifteen();
    const { status, body } = await graphql(app.server, wrap(fields));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Query costs \d+, the limit is 500: send one mutation per request\.$/),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
    await registerThroughFragments();
    expect(await codesStoredFor(emails)).toBe(0);
    await mailQueueDrained(app);
    for (const email of emails) expect(await mailsTo(app, email)).toEqual([]);
  });

  it('refuses two different mutations when one hides in a fragment', async () => {
    const query = `mutation { logout { success } ...Register } fragment Register on Mutation { ${sendVerification('r', uniqueEmail('hidden'))} }`;
    const { status, body } = await graphql(app.server, query);
    expect(status).toBe(400);
    expect(body.errors!.map((error) => error.message)).toEqual(['Query costs 502, the limit is 500: send one mutation per request.']);
  });

  it('refuses two mutations that answer a scalar, whose cost is exactly the limit', async () => {
    const { status, body } = await graphql(app.server, 'mutation { a: sendWelcomeEmail(email: "a@example.com") b: sendWelcomeEmail(email: "b@example.com") }');
    expect(status).toBe(400);
    expect(onlyError(body)).toMatchObject({ message: 'Query runs 2 mutations: send one mutation per request.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('still runs a single mutation written through fragments', async () => {
    const { answer, mails, codes } = await registerThroughFragments();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { registered: { success: true } } });
    expect(mails).toHaveLength(1);
    expect(codes).toBe(1);
  });
});
