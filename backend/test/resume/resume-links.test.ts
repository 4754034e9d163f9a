import { createHash } from 'node:crypto';
import request from 'supertest';
import { HOME, saveHome } from '../plans/support.js';
import { runRetention } from '../../src/retention/retention.job.js';
import { newClientAddress } from '../support/client-address.js';
import { graphql, onlyError } from '../support/graphql.js';
import { eventually, mailQueueDrained, readableMail } from '../support/mail.js';
import { newVisitor, sessionCookieOf } from '../support/session-cookie.js';
import type { TestApp } from '../support/test-app.js';
import { GONE, openLink, resumeLinkIn, type SmtpSink, startMailedApp, stopMailedApp } from './support.js';

let sink: SmtpSink;
let app: TestApp;
beforeAll(async () => ({ app, sink } = await startMailedApp()));
afterAll(() => stopMailedApp(app, sink));

/** Every mail the sink received for one address, readable, once there are `count` (or after a few seconds). */
const mailsTo = (address: string, count = 1) =>
  eventually(
    () => sink.delivered.filter((mail) => mail.to.includes(address)).map((mail) => readableMail(mail.raw)),
    (mails) => mails.length >= count,
  );
const welcome = (email: string, cookie: string) => request(app.server).post('/api/send-welcome-email').set('Cookie', cookie).send({ email });
const fresh = () => ({ 'X-Forwarded-For': newClientAddress() });
const sql = (statement: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute(statement, params);

/** A visitor who gave their address at the wizard's contact step: their cookie and the welcome mail's token. */
async function welcomedVisitor(email: string) {
  const cookie = await newVisitor(app.server);
  expect((await welcome(email, cookie)).status).toBe(202);
  const [mail] = await mailsTo(email);
  return { cookie, token: resumeLinkIn(mail).token, mail };
}

describe('the welcome mail carries a resume link', () => {
  it('hands, to a browser with no session, the plan the visitor went on to build, editable', async () => {
    const { cookie, token, mail } = await welcomedVisitor('sam@example.com');
    expect(mail).toMatch(/See your plan: https:\/\/app\.warmwise\.example\/resume\/[A-Za-z0-9_-]{32}/);
    expect(mail).toMatch(/This private link opens your plan, ready to edit, on any browser or phone until \d{1,2} \w+ \d{4}\. It works once: the plan moves to the browser that opens it\./);
    // The plan is built after the mail went.
    const propertyId = await saveHome(app, cookie);

    const opened = await openLink(app, token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ propertyId });
    const phone = sessionCookieOf(opened)!.split(';')[0];
    expect(phone).not.toBe(cookie);

    const home = await request(app.server).get(`/api/properties/${propertyId}`).set('Cookie', phone);
    expect(home.status).toBe(200);
    expect(home.body.address).toBe(HOME.address);
    const edited = await request(app.server).put(`/api/properties/${propertyId}`).set('Cookie', phone).send({ ...HOME, floorArea: 120 });
    expect(edited.status).toBe(200);
    // Handed over: the browser the link was made in reaches it no more, and the link opened once.
    expect((await request(app.server).get(`/api/properties/${propertyId}`).set('Cookie', cookie)).status).toBe(404);
    expect((await openLink(app, token)).body).toEqual(GONE);
  });

  it('says so when no plan was finished, leaving the browser its own visitor (what it saves next is not the link holder’s)', async () => {
    const { token } = await welcomedVisitor('nothing-yet@example.com');
    const browser = await newVisitor(app.server);
    const opened = await openLink(app, token, browser);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ propertyId: null });
    expect(sessionCookieOf(opened)).toBeUndefined();
    const propertyId = await saveHome(app, browser);
    expect((await openLink(app, token)).body).toEqual({ propertyId: null });
    expect((await request(app.server).get(`/api/properties/${propertyId}`).set('Cookie', browser)).status).toBe(200);
  });

  it('stores only a hash of the token, expiring 30 days on', async () => {
    const { token } = await welcomedVisitor('hash@example.com');
    const rows = await sql('select round(extract(epoch from expires_at - created_at) / 86400)::int as days from resume_link where token_hash = ?', [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(rows).toEqual([{ days: 30 }]);
    expect(await sql("select 1 from resume_link where token_hash like '%' || ? || '%'", [token])).toHaveLength(0);
  });
});

describe('dead links', () => {
  it('answers a revoked, an expired, an unknown and a malformed link alike with 404, on both transports', async () => {
    const revoked = await welcomedVisitor('revoked@example.com');
    await saveHome(app, revoked.cookie);
    const off = await request(app.server).delete('/api/resume-links').set('Cookie', revoked.cookie);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ revoked: 1 });

    const expired = await welcomedVisitor('expired@example.com');
    await sql("update resume_link set expires_at = now() - interval '1 second' where token_hash = ?", [createHash('sha256').update(expired.token).digest('hex')]);

    for (const token of [revoked.token, expired.token, 'A'.repeat(32), 'not-a-token']) {
      const res = await openLink(app, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(GONE);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    const { body } = await graphql(app.server, 'mutation Open($token: String!) { openResumeLink(token: $token) { propertyId } }', { token: revoked.token });
    expect(onlyError(body)).toMatchObject({ message: GONE.message, extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses an open that does not say it is JSON, as a form on another site would send it', async () => {
    const owner = await welcomedVisitor('form-post@example.com');
    await saveHome(app, owner.cookie);
    const formPost = await request(app.server).post(`/api/resume/${owner.token}`).type('form').send('');
    expect(formPost.status).toBe(415);
    expect(sessionCookieOf(formPost)).toBeUndefined();
    expect((await openLink(app, owner.token)).status).toBe(200);
  });

  it('turns off only the owner’s links: another visitor revokes nothing', async () => {
    const owner = await welcomedVisitor('kept@example.com');
    const stranger = await newVisitor(app.server);
    expect((await request(app.server).delete('/api/resume-links').set('Cookie', stranger)).body).toEqual({ revoked: 0 });
    expect((await openLink(app, owner.token)).status).toBe(200);
  });

  it('limits opening to 30 an hour from one network, with Retry-After', async () => {
    const from = fresh();
    for (let i = 0; i < 30; i++) expect((await openLink(app, 'B'.repeat(32)).set(from)).status).toBe(404);
    const refused = await openLink(app, 'B'.repeat(32)).set(from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
  });
});

describe('“E-mail me a link”', () => {
  const emailMe = (email: unknown, cookie: string) => request(app.server).post('/api/resume-links/email').set('Cookie', cookie).send({ email });

  it('mails a working link to a visitor with a plan, and answers the same to one without', async () => {
    const owner = await newVisitor(app.server);
    const propertyId = await saveHome(app, owner);
    const sent = await emailMe('Me@Example.com', owner);
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ success: true });
    const [mail] = await mailsTo('me@example.com');
    expect(mail).toContain('Subject: Your private link back to your Warmwise plan');
    expect(mail).toContain('Here is the link back to your energy plan:');
    expect((await openLink(app, resumeLinkIn(mail).token)).body).toEqual({ propertyId });

    const planless = await emailMe('planless@example.com', await newVisitor(app.server));
    expect(planless.status).toBe(202);
    expect(planless.body).toEqual({ success: true });
    await mailQueueDrained(app);
    expect(sink.delivered.filter((mail) => mail.to.includes('planless@example.com'))).toHaveLength(0);
  });

  it('sends at most 3 an hour to one address, telling the asker when their own asks are past it', async () => {
    const owner = await newVisitor(app.server);
    await saveHome(app, owner);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await emailMe('often@example.com', owner)).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    await mailQueueDrained(app);
    expect(await mailsTo('often@example.com', 3)).toHaveLength(3);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await emailMe('nope', await newVisitor(app.server));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please enter a valid email address' });
  });
});

describe('createResumeLink', () => {
  it('hands the visitor a link of 192 random bits at /resume/{token}', async () => {
    const owner = await newVisitor(app.server);
    const propertyId = await saveHome(app, owner);
    const { body } = await graphql<{ createResumeLink: { token: string; url: string; expiresAt: string } }>(
      app.server,
      'mutation { createResumeLink { token url expiresAt } }',
      {},
      owner,
    );
    const link = body.data!.createResumeLink;
    expect(Buffer.from(link.token, 'base64url').length * 8).toBe(192);
    expect(link.url).toBe(`https://app.warmwise.example/resume/${link.token}`);
    expect((await openLink(app, link.token)).body).toEqual({ propertyId });
  });
});

describe('retention', () => {
  it('deletes links once they are expired or turned off, and keeps live ones', async () => {
    const live = await welcomedVisitor('live-row@example.com');
    const dead = await welcomedVisitor('dead-row@example.com');
    const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
    await sql("update resume_link set expires_at = now() - interval '1 second' where token_hash = ?", [hashOf(dead.token)]);
    expect((await runRetention(app.db.orm.em.fork())).deadResumeLinksDeleted).toBeGreaterThanOrEqual(1);
    expect(await sql('select 1 from resume_link where token_hash = ?', [hashOf(dead.token)])).toHaveLength(0);
    expect((await openLink(app, live.token)).status).toBe(200);
  });
});
