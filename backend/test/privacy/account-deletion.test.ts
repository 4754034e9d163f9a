import request from 'supertest';
import { signedInUser } from '../support/accounts.js';
import { graphql, onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mailQueueDrained } from '../support/mail.js';
import { countRows, saveOneOfEverything } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
});
afterAll(() => app.close());

const DELETE_ACCOUNT = 'mutation { deleteAccount }';

/** Every row held about one person, table by table. */
async function rowsOf(visitorId: string, email: string) {
  const owned = ['property', 'energy_plan', 'quote_request', 'grants_submission', 'interaction_event'];
  const counts: Record<string, number> = {};
  for (const table of owned) counts[table] = await countRows(app, table, 'owner_visitor_id = ?', [visitorId]);
  counts.recommendation = await countRows(app, 'recommendation', 'plan_id in (select id from energy_plan where owner_visitor_id = ?)', [visitorId]);
  counts.contact_message = await countRows(app, 'contact_message', 'owner_visitor_id = ?', [visitorId]);
  counts.app_user = await countRows(app, 'app_user', 'email = ?', [email]);
  counts.email_code = await countRows(app, 'email_code', 'email = ?', [email]);
  // The queue's copies of the mails sent to or about them (kept a week after sending).
  const [jobs] = await app.db.orm.em.fork().getConnection().execute<Array<{ count: string }>>(
    // Jobs naming the address as a whole JSON value (to, reply-to, the CRM forward's e-mail).
    'select count(*) from pgboss.job where data::text ilike ?',
    [`%"${email}"%`],
  );
  counts.mail_job = Number(jobs.count);
  return counts;
}

/** A signed-in person with one of everything, a pending reset code, and a stranger with one of everything too. */
async function personWithData(email: string) {
  const visitor = await newVisitor(app.server);
  const rows = await saveOneOfEverything(app, visitor, email);
  const user = await signedInUser(app, email, visitor);
  await app.db.orm.em
    .fork()
    .getConnection()
    .execute(`insert into email_code (id, purpose, email, code_hash, expires_at) values (gen_random_uuid(), 'password_reset', ?, 'hash', now() + interval '10 minutes')`, [email]);
  const strangerVisitor = await newVisitor(app.server);
  await saveOneOfEverything(app, strangerVisitor, `stranger-of-${email}`);
  const strangerVisitorId = (await signedInUser(app, `stranger-of-${email}`, strangerVisitor)).visitorId;
  return { user, rows, stranger: () => rowsOf(strangerVisitorId, `stranger-of-${email}`) };
}

describe('DELETE /api/account', () => {
  it('deletes the user, every row they own and every row naming their address, leaves others alone, and ends the session', async () => {
    const { user, rows, stranger } = await personWithData('leaving@example.com');
    const before = await rowsOf(user.visitorId, user.email);
    expect(Object.values(before).every((count) => count > 0)).toBe(true);
    const strangerBefore = await stranger();
    // Someone else typed the account's address into the contact form and saved a home with it as the
    // contact address: both name the person, so erasure takes the message and the home's address.
    await request(app.server).post('/api/contact').set('X-Forwarded-For', newClientAddress()).send({ name: 'Someone', email: user.email, subject: 'Hello', message: 'Not the account holder' });
    const byAddressOnly = () => countRows(app, 'contact_message', 'email = ? and owner_visitor_id <> ?', [user.email, user.visitorId]);
    expect(await byAddressOnly()).toBe(1);
    const neighbour = await newVisitor(app.server);
    const neighbourHome = await request(app.server).post('/api/properties').set('Cookie', neighbour)
      .send({ address: '3 Next Door', postcode: 'B33 8TH', propertyType: 'Terraced', yearBuilt: '1919-1944', email: user.email, contact_approval: true });
    expect(neighbourHome.status).toBe(201);
    await mailQueueDrained(app);

    const res = await request(app.server).delete('/api/account').set('Cookie', user.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^warmwise\.sid=;.*Expires=Thu, 01 Jan 1970/);

    const after = await rowsOf(user.visitorId, user.email);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    expect(await stranger()).toEqual(strangerBefore);
    expect(await byAddressOnly()).toBe(0);
    const keptHome = await request(app.server).get(`/api/properties/${neighbourHome.body.id}`).set('Cookie', neighbour);
    expect(keptHome.body).toMatchObject({ address: '3 Next Door', email: null, contact_approval: false });

    const exportAfter = await request(app.server).get('/api/account/export').set('Cookie', user.cookie);
    expect(exportAfter.status).toBe(401);
    expect((await request(app.server).get('/api/auth/user').set('Cookie', user.cookie)).status).toBe(401);
    expect((await request(app.server).get(`/api/properties/${rows.propertyId}`).set('Cookie', user.cookie)).status).toBe(404);
  });

  it('answers 401 to an anonymous visitor and deletes nothing', async () => {
    const visitor = await newVisitor(app.server);
    const rows = await saveOneOfEverything(app, visitor, 'anon@example.com');
    const res = await request(app.server).delete('/api/account').set('Cookie', visitor);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect((await request(app.server).get(`/api/properties/${rows.propertyId}`).set('Cookie', visitor)).status).toBe(200);
  });
});

describe('deleteAccount mutation', () => {
  it('erases the account and ends the session, the same as DELETE /api/account', async () => {
    const { user, stranger } = await personWithData('gql-leaving@example.com');
    const strangerBefore = await stranger();
    const { body, headers } = await graphql<{ deleteAccount: boolean }>(app.server, DELETE_ACCOUNT, {}, user.cookie);
    expect(body.data!.deleteAccount).toBe(true);
    expect(headers['set-cookie']?.[0]).toMatch(/^warmwise\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(Object.values(await rowsOf(user.visitorId, user.email)).every((count) => count === 0)).toBe(true);
    expect(await stranger()).toEqual(strangerBefore);
    expect((await request(app.server).get('/api/account/export').set('Cookie', user.cookie)).status).toBe(401);
  });

  it('is UNAUTHENTICATED for an anonymous visitor', async () => {
    const { body } = await graphql(app.server, DELETE_ACCOUNT, {}, await newVisitor(app.server));
    expect(onlyError(body).extensions?.code).toBe('UNAUTHENTICATED');
  });
});
