import request from 'supertest';
import { saveHome } from '../plans/support.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { graphql, onlyError } from '../support/graphql.js';
import { mailQueueDrained, startSmtpSink } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A visitor is told when a mail they asked for is held back by a limit, as far as telling them
// reveals nothing about anyone else's inbox: a network's limit plainly, a recipient's only when the
// asker's own asks spent it.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: sink.url, ...BEHIND_TEST_PROXY });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const delivered = (address: string) => sink.delivered.filter((mail) => mail.to.includes(address)).length;
const from = (network: string) => ({ 'X-Forwarded-For': network });
const emailPlan = (cookie: string, propertyId: string, email: string) =>
  request(app.server).post(`/api/properties/${propertyId}/energy-plan/email`).set('Cookie', cookie).set(from(newClientAddress())).send({ email });

async function householder() {
  const cookie = await newVisitor(app.server);
  return { cookie, propertyId: await saveHome(app, cookie) };
}

describe('a household on a shared network', () => {
  it('is told its welcome e-mail did not go once the network has asked for 20 in an hour', async () => {
    const shared = newClientAddress();
    for (let i = 0; i < 20; i++) {
      expect((await request(app.server).post('/api/send-welcome-email').set(from(shared)).send({ email: `neighbour${i}@example.com` })).status).toBe(202);
    }
    const refused = await request(app.server).post('/api/send-welcome-email').set('Cookie', await newVisitor(app.server)).set(from(shared)).send({ email: 'household@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^We could not send your welcome e-mail: 20 have been asked for from your network in the last hour/);
    expect(refused.body.message).toMatch(/Your plan is still here; please try again in \d+ minutes\.$/);
  });
});

describe('the asker’s own asks past an inbox’s allowance', () => {
  it('are told they are held back, over REST and GraphQL, naming the wait', async () => {
    const { cookie, propertyId } = await householder();
    const address = `own-asks-${Date.now()}@example.com`;
    for (let ask = 0; ask < 3; ask++) expect((await emailPlan(cookie, propertyId, address)).status).toBe(202);
    const fourth = await emailPlan(cookie, propertyId, address);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(fourth.body.message).toMatch(/^You have already asked for 3 copies of a plan to this address, which is as many as we send it in an hour\. Please try again in \d+ minutes\.$/);

    const overGraphql = await graphql(app.server, 'mutation M($p: ID!, $e: String!) { emailPlan(propertyId: $p, email: $e) }', { p: propertyId, e: address.toUpperCase() }, cookie, from(newClientAddress()));
    expect(onlyError(overGraphql.body)).toMatchObject({ message: fourth.body.message, extensions: { code: 'RATE_LIMITED' } });

    const links = [];
    for (let ask = 0; ask < 4; ask++) links.push(await request(app.server).post('/api/resume-links/email').set('Cookie', cookie).set(from(newClientAddress())).send({ email: address }));
    expect(links.map((res) => res.status)).toEqual([202, 202, 202, 429]);
    expect(links[3].body.message).toMatch(/^You have already asked for 3 links to this address/);
  });

  it('tell another asker nothing: an inbox someone else filled answers like one never mailed, and gets nothing more', async () => {
    const filler = await householder();
    const filled = `filled-${Date.now()}@example.com`;
    for (let ask = 0; ask < 3; ask++) expect((await emailPlan(filler.cookie, filler.propertyId, filled)).status).toBe(202);

    const prober = await householder();
    const toFilled = await emailPlan(prober.cookie, prober.propertyId, filled);
    const toFresh = await emailPlan(prober.cookie, prober.propertyId, `fresh-${Date.now()}@example.com`);
    expect([toFilled.status, toFilled.body]).toEqual([toFresh.status, toFresh.body]);
    expect(toFilled.status).toBe(202);
    await mailQueueDrained(app);
    expect(delivered(filled)).toBe(3);
  });
});
