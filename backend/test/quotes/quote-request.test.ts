import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import type { OutboxMailer } from '../../src/mail/outbox-mailer.js';
import { graphql } from '../support/graphql.js';
import { eventually } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let visitor: string;
beforeAll(async () => {
  app = await startTestApp({ QUOTE_TEAM_EMAIL: 'quotes@warmwise.example', ...BEHIND_TEST_PROXY });
  visitor = await newVisitor(app.server);
});
afterAll(() => app.close());

const quote = (body: unknown) => request(app.server).post('/api/request-quote').set('Cookie', visitor).send(body as object);
const payload = {
  userEmail: 'Householder@Example.com',
  productName: 'Cavity Wall Insulation',
  productDetails: { cost: '£500 - £1,500', savings: 165, description: 'Fill the cavity with insulation.' },
};

describe('POST /api/request-quote', () => {
  it('stores the request and mails the team and a copy to the householder', async () => {
    const res = await quote(payload);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      id: expect.any(String),
      message: "We've sent your details to the team and they will be following up shortly.",
    });
    const [row] = await app.db.orm.em.fork().getConnection().execute('select * from quote_request where id = ?', [res.body.id]);
    expect(row).toMatchObject({ user_email: 'householder@example.com', product_name: 'Cavity Wall Insulation' });
    const mails = await eventually(() => (app.mailer as OutboxMailer).list(), (listed) => listed.length >= 2);
    const team = mails.find((m) => m.to === 'quotes@warmwise.example')!;
    const copy = mails.find((m) => m.to === 'householder@example.com')!;
    expect(team.subject).toBe('Quote request: Cavity Wall Insulation');
    expect(copy.subject).toBe('Your Warmwise quote request: Cavity Wall Insulation');
    const teamText = await readFile(path.join(app.outboxDir, team.file), 'utf8');
    expect(teamText).toContain('householder@example.com');
    expect(teamText).toContain('Cavity Wall Insulation');
  });

  it('asks for the e-mail, pointing back to onboarding, when there is none', async () => {
    const res = await quote({ ...payload, userEmail: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email address is required. Please complete the onboarding process first.');
  });

  it.each([
    [{ ...payload, userEmail: 'not an email' }, 'Please enter a valid email address'],
    [{ ...payload, productName: ' ' }, 'productName is required'],
  ])('rejects %j with a clear message', async (body, message) => {
    const res = await quote(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('quote rate limit', () => {
  it('refuses the 11th request in an hour with 429, Retry-After and a clear message, on both transports', async () => {
    // The limit is per network address, so this householder gets an address of their own.
    const busy = { 'X-Forwarded-For': newClientAddress() };
    const send = () => request(app.server).post('/api/request-quote').set(busy).send(payload);
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes\.$/) });
    const { body } = await graphql(
      app.server,
      'mutation Q($input: QuoteRequestInput!) { requestQuote(input: $input) { id } }',
      { input: { userEmail: 'g@example.com', productName: 'Solar PV' } },
      undefined,
      busy,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('requestQuote mutation', () => {
  it('stores the request through the same service', async () => {
    const { body } = await graphql<{ requestQuote: { success: boolean; id: string } }>(
      app.server,
      'mutation Q($input: QuoteRequestInput!) { requestQuote(input: $input) { success id message } }',
      { input: { userEmail: 'g@example.com', productName: 'Solar PV', productDetails: { cost: '£5,000 - £7,000', savings: '£300' } } },
      visitor,
    );
    expect(body.data!.requestQuote).toMatchObject({ success: true, id: expect.any(String) });
  });
});
