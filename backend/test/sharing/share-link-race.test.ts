import request from 'supertest';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { saveHome } from '../plans/support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const CLICKS = 20;
const share = (id: string, cookie: string) => request(app.server).post(`/api/properties/${id}/share`).set('Cookie', cookie);
const activeLinks = async (propertyId: string) => {
  const rows = await app.db.orm.em.fork().getConnection().execute('select id from share_link where property_id = ? and revoked_at is null', [propertyId]);
  return rows.length;
};

describe('one active share link per home', () => {
  it(`${CLICKS} parallel share clicks make one live link, handed to every click`, async () => {
    const owner = await newVisitor(app.server);
    const propertyId = await saveHome(app, owner);
    const answers = await Promise.all(Array.from({ length: CLICKS }, () => share(propertyId, owner)));
    expect(answers.map((res) => res.status).sort()).toEqual([...Array<number>(CLICKS - 1).fill(200), 201]);
    expect(new Set(answers.map((res) => (res.body as { token: string }).token)).size).toBe(1);
    expect(await activeLinks(propertyId)).toBe(1);

    const off = await request(app.server).delete(`/api/share/${(answers[0].body as { token: string }).token}`).set('Cookie', owner);
    expect(off.status).toBe(204);
    expect(await activeLinks(propertyId)).toBe(0);
    for (const res of answers) expect((await request(app.server).get(`/api/plan/${(res.body as { token: string }).token}`)).status).toBe(404);
  });

  it('the database itself refuses a second active link for a home', async () => {
    const owner = await newVisitor(app.server);
    const propertyId = await saveHome(app, owner);
    expect((await share(propertyId, owner)).status).toBe(201);
    const second = app.db.orm.em
      .fork()
      .getConnection()
      .execute(`insert into share_link (id, property_id, seed, token_hash) values (gen_random_uuid(), ?, 'seed', 'second-hash')`, [propertyId]);
    await expect(second).rejects.toThrow(/share_link_one_active_per_property/);
  });
});
