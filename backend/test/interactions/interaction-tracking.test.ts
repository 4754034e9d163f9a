import request from 'supertest';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let visitor: string;
beforeAll(async () => {
  app = await startTestApp();
  visitor = await newVisitor(app.server);
});
afterAll(() => app.close());

const stored = async (id: string) =>
  (await app.db.orm.em.fork().getConnection().execute<Array<{ kind: string; payload: Record<string, unknown> }>>(
    'select kind, payload from interaction_event where id = ?',
    [id],
  ))[0];

describe('tracking calls', () => {
  it('stores a learn-more click with only its known fields', async () => {
    const res = await request(app.server)
      .post('/api/learn-more-click')
      .set('Cookie', visitor)
      .send({ propertyId: 'p1', email: 'a@b.co', recommendationTitle: 'Loft Insulation', recommendationId: 3, sessionId: 's', source: 'plan', extra: 'dropped' });
    expect(res.status).toBe(202);
    expect(await stored(res.body.id)).toEqual({
      kind: 'learn_more_click',
      payload: { propertyId: 'p1', email: 'a@b.co', recommendationTitle: 'Loft Insulation', recommendationId: 3, sessionId: 's', source: 'plan' },
    });
  });

  it('stores a user interaction, trimming long values', async () => {
    const res = await request(app.server)
      .post('/api/user-interaction-webhook')
      .set('Cookie', visitor)
      .send({ product_name: 'Solar PV', product_description: 'x'.repeat(2_000), quote_request: true, learn_more: false });
    expect(res.status).toBe(202);
    const row = await stored(res.body.id);
    expect(row.kind).toBe('user_interaction');
    expect(row.payload).toMatchObject({ product_name: 'Solar PV', quote_request: true, learn_more: false });
    expect((row.payload.product_description as string).length).toBe(500);
  });

  it('answers a non-object body with 400', async () => {
    const res = await request(app.server).post('/api/learn-more-click').set('Cookie', visitor).send([1, 2]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The interaction must be a JSON object');
  });
});
