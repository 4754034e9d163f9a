import request from 'supertest';
import { graphql, onlyError } from '../support/graphql.js';
import { waitForOutboxMail } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let visitor: string;
beforeAll(async () => {
  app = await startTestApp({ CONTACT_TEAM_EMAIL: 'hello@warmwise.example', ...BEHIND_TEST_PROXY });
  visitor = await newVisitor(app.server);
});
afterAll(() => app.close());

const form = { name: 'Ada Lovelace', email: 'Ada@Example.com', subject: 'Loft insulation', message: 'How thick should it be?\n\nThanks, Ada' };
const contact = (body: unknown, cookie = visitor) => request(app.server).post('/api/contact').set('Cookie', cookie).send(body as object);
const storedCount = async () => {
  const [row] = await app.db.orm.em.fork().getConnection().execute<Array<{ count: string }>>('select count(*) from contact_message');
  return Number(row.count);
};
const SEND = 'mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { success id message } }';

describe('POST /api/contact', () => {
  it('stores the message, mails it to the team replying to the sender, and acknowledges it to the sender', async () => {
    const res = await contact(form);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      id: expect.any(String),
      message: "Thank you for your message. We'll get back to you within one working day.",
    });
    const [row] = await app.db.orm.em.fork().getConnection().execute('select * from contact_message where id = ?', [res.body.id]);
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Loft insulation', message: form.message });

    const [team] = await waitForOutboxMail(app, 'hello@warmwise.example', 1);
    expect(team.subject).toBe('Contact form: Loft insulation');
    expect(team.text).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(team.text).toContain('Ada Lovelace <ada@example.com>');
    expect(team.text).toContain('How thick should it be?');
    const [acknowledgement] = await waitForOutboxMail(app, 'ada@example.com', 1);
    expect(acknowledgement.subject).toBe("We've received your message: Loft insulation");
    expect(acknowledgement.text).toContain("We'll get back to you within one working day");
    expect(acknowledgement.text).toContain('How thick should it be?');
  });

  it.each(['name', 'email', 'subject', 'message'])('asks for every field and stores nothing when %s is missing or blank', async (field) => {
    const before = await storedCount();
    for (const value of [undefined, '', '   ']) {
      const res = await contact({ ...form, [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please fill in all fields.', fields: [field] });
    }
    expect(await storedCount()).toBe(before);
  });

  it.each([
    [{ ...form, email: 'ada at example' }, 'Please enter a valid email address'],
    [{ ...form, name: 'A'.repeat(121) }, 'Name is too long: please keep it to 120 characters.'],
    [{ ...form, subject: 'S'.repeat(201) }, 'Subject is too long: please keep it to 200 characters.'],
    [{ ...form, message: 'M'.repeat(5_001) }, 'Message is too long: please keep it to 5,000 characters.'],
    [{ ...form, email: `${'a'.repeat(250)}@example.com` }, 'Email address is too long: please keep it to 254 characters.'],
    [['a', 'JSON', 'array'], 'Please fill in all fields.'],
  ])('refuses %j with a clear 400 and stores nothing', async (body, message) => {
    const before = await storedCount();
    const res = await contact(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('keeps a message of exactly 5,000 characters, and the name and subject on one line', async () => {
    const res = await contact({ ...form, name: 'Ada\r\nBcc: victim@example.com', message: 'M'.repeat(5_000) });
    expect(res.status).toBe(201);
    const [row] = await app.db.orm.em.fork().getConnection().execute('select name, message from contact_message where id = ?', [res.body.id]);
    expect(row.name).toBe('Ada Bcc: victim@example.com');
    expect(row.message).toHaveLength(5_000);
  });
});

describe('contact rate limit', () => {
  it('refuses the 6th message in an hour with 429 and Retry-After on both transports, storing nothing more', async () => {
    // The limit is per network address, so this writer gets an address of their own.
    const busy = { 'X-Forwarded-For': newClientAddress() };
    const send = () => request(app.server).post('/api/contact').set(busy).send(form);
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
    const before = await storedCount();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes\.$/) });
    const { body } = await graphql(app.server, SEND, { input: form }, undefined, busy);
    expect(onlyError(body).extensions?.code).toBe('RATE_LIMITED');
    expect(await storedCount()).toBe(before);
  });
});

describe('sendContactMessage mutation', () => {
  it('stores the message through the same service', async () => {
    const { body } = await graphql<{ sendContactMessage: { success: boolean; id: string; message: string } }>(app.server, SEND, { input: form }, visitor);
    expect(body.data!.sendContactMessage).toEqual({
      success: true,
      id: expect.any(String),
      message: "Thank you for your message. We'll get back to you within one working day.",
    });
    const [row] = await app.db.orm.em.fork().getConnection().execute('select email from contact_message where id = ?', [body.data!.sendContactMessage.id]);
    expect(row.email).toBe('ada@example.com');
  });

  it('asks for every field as BAD_USER_INPUT when a field is missing', async () => {
    const { body } = await graphql(app.server, SEND, { input: { ...form, subject: null } }, visitor);
    const error = onlyError(body);
    expect(error.message).toBe('Please fill in all fields.');
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
