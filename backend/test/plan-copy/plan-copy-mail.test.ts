import request from 'supertest';
import { getPlan, saveHome } from '../plans/support.js';
import { uniqueEmail } from '../support/accounts.js';
import { graphql, onlyError } from '../support/graphql.js';
import { eventually, mailQueueDrained, readableMail, startSmtpSink } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { pounds, readPdf } from './support.js';

const SENDING = { success: true, message: "We're sending your plan to that address. It should arrive in a few minutes." };

let app: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
let smtpPort: number;
let owner: string;
let propertyId: string;
beforeAll(async () => {
  // A free port for the mail server, closed again: the app starts while mail is down.
  const probe = await startSmtpSink();
  smtpPort = probe.port;
  await probe.close();
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  owner = await newVisitor(app.server);
  propertyId = await saveHome(app, owner);
});
afterAll(async () => {
  await app.close();
  await sink?.close();
});

const emailOwn = (email: unknown, cookie = owner, id = propertyId) =>
  request(app.server).post(`/api/properties/${id}/energy-plan/email`).set('Cookie', cookie).send({ email });
const emailShared = (token: string, email: unknown) => request(app.server).post(`/api/plan/${token}/email`).send({ email });

/** The raw mails the sink has for one address. */
const mailsTo = (address: string) => sink!.delivered.filter((mail) => mail.to.includes(address)).map((mail) => mail.raw);

/** The PDF attached to a raw message: the base64 body of its part named warmwise-energy-plan.pdf. */
function attachedPdf(raw: string): Buffer {
  const afterHeaders = raw.split(/filename="?warmwise-energy-plan\.pdf"?\r\n\r\n/)[1];
  const body = afterHeaders.split('\r\n--')[0];
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

const triedMailJobs = async () =>
  Number(
    (await app.db.orm.em.fork().getConnection().execute<Array<{ count: string }>>("select count(*) from pgboss.job where name = 'mail' and retry_count >= 1"))[0]
      .count,
  );

describe('e-mailing a copy of the plan', () => {
  it('queues the mail while the mail server is down and delivers it, PDF attached, once it is back', async () => {
    const ownAddress = uniqueEmail('own-copy');
    const sharedAddress = uniqueEmail('shared-copy');
    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
    const own = await emailOwn(ownAddress);
    expect(own.status).toBe(202);
    expect(own.body).toEqual(SENDING);
    const shared = await emailShared(token, sharedAddress);
    expect(shared.status).toBe(202);
    expect(shared.body).toEqual(SENDING);
    expect(await eventually(triedMailJobs, (tried) => tried === 2, 15_000)).toBe(2);

    sink = await startSmtpSink(smtpPort);
    await sink.waitFor(2);
    const plan = (await getPlan(app, propertyId, owner)).body as { potentialSavings: number; baseline: { annualBill: number } };
    const [ownRaw] = mailsTo(ownAddress);
    const ownMail = readableMail(ownRaw);
    expect(ownMail).toContain('Subject: Your Warmwise energy plan (PDF copy)');
    expect(ownMail).toContain(`Potential savings: ${pounds(plan.potentialSavings)} a year`);
    expect(ownMail).toContain(`Today's energy bill: ${pounds(plan.baseline.annualBill)} a year`);
    const ownPdf = attachedPdf(ownRaw);
    expect(ownPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await readPdf(ownPdf)).text).toContain(`${pounds(plan.potentialSavings)} a year`);

    const [sharedRaw] = mailsTo(sharedAddress);
    expect(readableMail(sharedRaw)).toContain(`/plan/${token}`);
    expect(readableMail(sharedRaw)).toContain('Subject: A shared Warmwise energy plan (PDF copy)');
    const sharedCopy = await readPdf(attachedPdf(sharedRaw));
    expect(sharedCopy.text).not.toContain('Stechford');
  });

  it('sends one address at most 3 copies an hour, and tells the asker their own 4th ask is held back', async () => {
    const address = uniqueEmail('flooded');
    const answers = [];
    for (let ask = 0; ask < 4; ask++) answers.push(await emailOwn(address));
    expect(answers.slice(0, 3).map((res) => [res.status, res.body])).toEqual(Array.from({ length: 3 }, () => [202, SENDING]));
    expect(answers[3].status).toBe(429);
    expect(answers[3].body.message).toMatch(/^You have already asked for 3 copies of a plan to this address/);
    await mailQueueDrained(app);
    expect(mailsTo(address)).toHaveLength(3);
  });

  it('refuses a malformed address with the e-mail rule, over REST and GraphQL', async () => {
    const res = await emailOwn('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please enter a valid email address', code: 'BAD_USER_INPUT', field: 'email' });
    const shared = await emailShared('x'.repeat(32), '');
    expect(shared.status).toBe(400);
    expect(shared.body).toMatchObject({ success: false, message: 'Please enter a valid email address' });
    const { body } = await graphql(app.server, 'mutation($id: ID!, $email: String!) { emailPlan(propertyId: $id, email: $email) }', { id: propertyId, email: 'nope' }, owner);
    expect(onlyError(body)).toMatchObject({ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("does not mail another visitor's plan, nor one behind an unknown link", async () => {
    const stranger = await newVisitor(app.server);
    const address = uniqueEmail('stranger');
    const res = await emailOwn(address, stranger);
    expect(res.status).toBe(404);
    expect(res.body).toEqual((await getPlan(app, propertyId, stranger)).body);
    const unknown = await emailShared('x'.repeat(32), address);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual((await request(app.server).get(`/api/plan/${'x'.repeat(32)}`)).body);
    await mailQueueDrained(app);
    expect(mailsTo(address)).toHaveLength(0);
  });

  it('mails through GraphQL with the same service', async () => {
    const address = uniqueEmail('graphql-copy');
    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
    const own = await graphql<{ emailPlan: boolean }>(app.server, 'mutation($id: ID!, $email: String!) { emailPlan(propertyId: $id, email: $email) }', { id: propertyId, email: address }, owner);
    expect(own.body).toEqual({ data: { emailPlan: true } });
    const shared = await graphql<{ emailSharedPlan: boolean }>(app.server, 'mutation($token: String!, $email: String!) { emailSharedPlan(token: $token, email: $email) }', { token, email: address });
    expect(shared.body).toEqual({ data: { emailSharedPlan: true } });
    await mailQueueDrained(app);
    expect(mailsTo(address)).toHaveLength(2);
  });
});
