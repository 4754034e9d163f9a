import request from 'supertest';
import { EMAIL_MESSAGES } from '@warmwise/common';
import { saveHome } from '../plans/support.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { graphql, onlyError } from '../support/graphql.js';
import { mailQueueDrained, startSmtpSink } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// One inbox written many ways: a mailer folds each of these into one mailbox, so each must either be
// refused or spend that mailbox's one allowance.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let owner: string;
let propertyId: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: sink.url, ...BEHIND_TEST_PROXY });
  owner = await newVisitor(app.server);
  propertyId = await saveHome(app, owner);
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

/** Every mail the sink took for any form of one mailbox at `domain`, whose local part starts `local`. */
const deliveredToMailbox = (local: string, domain: string) =>
  sink.delivered.filter((mail) => mail.to.some((to) => to.toLowerCase().startsWith(local) && to.toLowerCase().endsWith(`@${domain}`))).length;
const fromAnywhere = () => ({ 'X-Forwarded-For': newClientAddress() });
const tagged = (local: string, domain: string) => [`${local}@${domain}`, `${local.toUpperCase()}+1@${domain}`, `${local}+2@${domain.toUpperCase()}`, `${local}+plans@${domain}`, `${local}+x+y@${domain}`];

describe('an address that is not a plain address', () => {
  it('is refused with a 400 naming the rule, on every mail form and over GraphQL', async () => {
    for (const form of ['<bracket@example.com>', 'bracket@example.com>', 'bracket@example.com.']) {
      for (const path of [`/api/properties/${propertyId}/energy-plan/email`, '/api/resume-links/email', '/api/send-welcome-email']) {
        const res = await request(app.server).post(path).set('Cookie', owner).set(fromAnywhere()).send({ email: form });
        expect({ path, form, status: res.status, body: res.body }).toEqual({ path, form, status: 400, body: { code: 'BAD_USER_INPUT', field: 'email', message: EMAIL_MESSAGES.notPlain } });
      }
    }
    const answer = await graphql(app.server, 'mutation($email: String!) { sendWelcomeEmail(email: $email) }', { email: '<bracket@example.com>' }, owner, fromAnywhere());
    expect(onlyError(answer.body)).toMatchObject({ message: EMAIL_MESSAGES.notPlain, extensions: { code: 'BAD_USER_INPUT' } });
    await mailQueueDrained(app);
    expect(deliveredToMailbox('bracket', 'example.com')).toBe(0);
  });
});

describe('one mailbox, one allowance', () => {
  // The asker's own 4th ask to one mailbox is told it is held back (askerMayMail): their own asks, whatever the form.
  it('sends the forms of one address 3 plan copies an hour between them', async () => {
    const statuses = [];
    for (const email of tagged('copies', 'example.com')) {
      statuses.push((await request(app.server).post(`/api/properties/${propertyId}/energy-plan/email`).set('Cookie', owner).set(fromAnywhere()).send({ email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    await mailQueueDrained(app);
    expect(deliveredToMailbox('copies', 'example.com')).toBe(3);
  });

  it('sends the forms of one address 3 resume links an hour between them, Gmail’s dots and second name included', async () => {
    const statuses = [];
    for (const email of ['links@gmail.com', 'Links+1@gmail.com', 'l.i.n.k.s@gmail.com', 'links+2@googlemail.com', 'L.INKS+3@GoogleMail.com']) {
      statuses.push((await request(app.server).post('/api/resume-links/email').set('Cookie', owner).set(fromAnywhere()).send({ email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    await mailQueueDrained(app);
    expect(sink.delivered.filter((mail) => mail.to.some((to) => /@(gmail|googlemail)\.com$/i.test(to))).length).toBe(3);
  });

  it('sends the forms of one address one welcome a day between them', async () => {
    for (const email of tagged('welcomed', 'example.com')) {
      expect((await request(app.server).post('/api/send-welcome-email').set(fromAnywhere()).send({ email })).status).toBe(202);
    }
    await mailQueueDrained(app);
    expect(deliveredToMailbox('welcomed', 'example.com')).toBe(1);
  });
});
