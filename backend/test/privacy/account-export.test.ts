import request from 'supertest';
import { signedInUser, type SignedInUser } from '../support/accounts.js';
import { newVisitor } from '../support/session-cookie.js';
import { BEHIND_TEST_PROXY } from '../support/client-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { saveOneOfEverything, type SavedRows } from './support.js';

let app: TestApp;
let user: SignedInUser;
let own: SavedRows;
let stranger: SavedRows;
let contactByAddressOnly: string;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
  const visitor = await newVisitor(app.server);
  own = await saveOneOfEverything(app, visitor, 'owner@example.com');
  user = await signedInUser(app, 'owner@example.com', visitor);
  stranger = await saveOneOfEverything(app, await newVisitor(app.server), 'stranger@example.com');
  // Anyone may type the account's address into the contact form: without a sign-in it proves nothing.
  const elsewhere = await request(app.server)
    .post('/api/contact')
    .set('Cookie', await newVisitor(app.server))
    .send({ name: 'Owner', email: 'Owner@Example.com', subject: 'From my phone', message: 'Hello again' });
  contactByAddressOnly = elsewhere.body.id;
});
afterAll(() => app.close());

describe('GET /api/account/export', () => {
  it('downloads everything held about the signed-in user as a dated JSON attachment', async () => {
    const res = await request(app.server).get('/api/account/export').set('Cookie', user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.body;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="warmwise-data-${body.exportedAt.slice(0, 10)}.json"`);
    expect(body.user).toEqual({ id: user.id, email: 'owner@example.com', visitorId: user.visitorId, createdAt: expect.any(String), lastLoginAt: expect.any(String) });
    expect(body.consent).toEqual({ accepted: true, version: '1.0', timestamp: expect.any(String) });
    expect(body.properties.map((p: { id: string }) => p.id)).toEqual([own.propertyId]);
    expect(body.properties[0]).toMatchObject({ address: '12 Stechford Lane, Birmingham', email: 'owner@example.com' });
    expect(body.energyPlans).toHaveLength(1);
    expect(body.energyPlans[0]).toMatchObject({ id: own.energyPlanId, property: own.propertyId });
    expect(body.energyPlans[0].recommendations.length).toBeGreaterThan(0);
    expect(body.energyPlans[0].recommendations[0]).toMatchObject({ title: expect.any(String), plan: own.energyPlanId });
    expect(body.quoteRequests.map((q: { id: string }) => q.id)).toEqual([own.quoteRequestId]);
    expect(body.grantsSubmissions.map((g: { id: string }) => g.id)).toEqual([own.grantsSubmissionId]);
    expect(body.contactMessages.map((c: { id: string }) => c.id)).toEqual([own.contactMessageId]);
    expect(body.interactionEvents.map((e: { id: string }) => e.id)).toEqual(own.interactionEventIds);
  });

  it('holds no password hash and nothing of another visitor', async () => {
    const res = await request(app.server).get('/api/account/export').set('Cookie', user.cookie);
    const text = JSON.stringify(res.body);
    const [{ password_hash: passwordHash }] = await app.db.orm.em.fork().getConnection().execute('select password_hash from app_user where id = ?', [user.id]);
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(text).not.toContain(passwordHash);
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain('stranger@example.com');
    for (const id of [stranger.propertyId, stranger.energyPlanId, stranger.quoteRequestId, stranger.contactMessageId]) expect(text).not.toContain(id);
    expect(contactByAddressOnly).toEqual(expect.any(String));
    expect(text).not.toContain(contactByAddressOnly);
  });

  it('answers 401 to an anonymous visitor', async () => {
    const res = await request(app.server).get('/api/account/export').set('Cookie', await newVisitor(app.server));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
