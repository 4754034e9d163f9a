import request from 'supertest';
import { PresentedPlanCache } from '../../src/plans/presented-plan-cache.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, readPlan, saveHome, type PlanJson } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('reading a stored plan again', () => {
  it('answers the same plan with the same ETag, and 304 to a revalidation', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const first = await getPlan(app, propertyId, visitor);
    const second = await getPlan(app, propertyId, visitor);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(new RegExp(`^W/"${(first.body as PlanJson).id}@\\d+"$`));

    const revalidated = await readPlan(app, propertyId, visitor).set('If-None-Match', first.headers.etag!);
    expect(revalidated.status).toBe(304);
  });

  it('answers the plan as it is after a removal and after an edit of the home, never the earlier answer', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const before = await getPlan(app, propertyId, visitor);
    const plan = before.body as PlanJson;
    const removed = plan.recommendations.all[0]!;
    const removal = await request(app.server).delete(`/api/recommendations/${removed.id}`).set('Cookie', visitor).send({ energyPlanId: plan.id });
    expect(removal.status).toBe(200);

    const afterRemoval = await getPlan(app, propertyId, visitor);
    expect(afterRemoval.headers.etag).not.toBe(before.headers.etag);
    expect((afterRemoval.body as PlanJson).recommendations.all.map((item) => item.title)).not.toContain(removed.title);

    const edit = await request(app.server).put(`/api/properties/${propertyId}`).set('Cookie', visitor).send({ ...HOME, floorArea: 120 });
    expect(edit.status).toBe(200);
    const afterEdit = await getPlan(app, propertyId, visitor);
    expect((afterEdit.body as PlanJson).id).not.toBe(plan.id);
  });

  it("answers 404 to another visitor and to no session, even for a plan just presented to its owner", async () => {
    const owner = await newVisitor(app.server);
    const propertyId = await saveHome(app, owner);
    expect((await getPlan(app, propertyId, owner)).status).toBe(200);
    expect((await getPlan(app, propertyId, owner)).status).toBe(200);

    const stranger = await newVisitor(app.server);
    expect((await getPlan(app, propertyId, stranger)).status).toBe(404);
    expect((await request(app.server).get(`/api/properties/${propertyId}/energy-plan`)).status).toBe(404);
  });
});

describe('PresentedPlanCache', () => {
  it('keeps at most its entries, dropping the least recently read first', () => {
    const cache = new PresentedPlanCache(2, 1_000);
    cache.set('a@1', '{"a":1}');
    cache.set('b@1', '{"b":1}');
    expect(cache.get('a@1')).toBe('{"a":1}');
    cache.set('c@1', '{"c":1}');
    expect(cache.get('b@1')).toBeUndefined();
    expect(cache.get('a@1')).toBe('{"a":1}');
    expect(cache.get('c@1')).toBe('{"c":1}');
  });

  it('keeps within its bytes, and never holds an answer larger than all of them', () => {
    const cache = new PresentedPlanCache(100, 10);
    cache.set('a@1', '123456');
    cache.set('b@1', '123456');
    expect(cache.size).toBe(1);
    expect(cache.get('b@1')).toBe('123456');
    cache.set('c@1', '12345678901');
    expect(cache.get('c@1')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
