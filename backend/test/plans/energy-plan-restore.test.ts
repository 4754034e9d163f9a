import request from 'supertest';
import { graphql, onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { HOME as home, saveHome } from './support.js';

interface PlanJson {
  id: string;
  potentialSavings: number;
  recommendations: { all: Array<{ id: string; title: string }> };
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A visitor with a saved home and its plan. */
async function visitorWithPlan() {
  const visitor = await newVisitor(app.server);
  const propertyId = await saveHome(app, visitor);
  // The build mutation (nothing new once the plan is current: after an edit it builds), then the read.
  const getPlan = async () => {
    await request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ propertyId });
    return (await request(app.server).get(`/api/properties/${propertyId}/energy-plan`).set('Cookie', visitor)).body as PlanJson;
  };
  return { visitor, propertyId, getPlan };
}

const remove = (visitor: string, id: string, energyPlanId: string) =>
  request(app.server).delete(`/api/recommendations/${id}`).set('Cookie', visitor).send({ energyPlanId });
const restore = (visitor: string, title: unknown, energyPlanId: unknown) =>
  request(app.server).post('/api/recommendations/restore').set('Cookie', visitor).send({ title, energyPlanId });
const titles = (plan: PlanJson) => plan.recommendations.all.map((r) => r.title);

describe('POST /api/recommendations/restore (undo a removal)', () => {
  it('puts the measure back where it was, with the totals it had, and later reads keep it', async () => {
    const { visitor, getPlan } = await visitorWithPlan();
    const before = await getPlan();
    const removed = before.recommendations.all[1];
    await remove(visitor, removed.id, before.id);

    const res = await restore(visitor, removed.title, before.id);
    expect(res.status).toBe(200);
    const after = res.body.energyPlan as PlanJson;
    expect(after.id).toBe(before.id);
    expect(titles(after)).toEqual(titles(before));
    expect(after.potentialSavings).toBe(before.potentialSavings);
    expect(titles(await getPlan())).toEqual(titles(before));
  });

  it('keeps the measure in plans built later, for another priority or after an edit', async () => {
    const { visitor, propertyId, getPlan } = await visitorWithPlan();
    const before = await getPlan();
    const removed = before.recommendations.all[0];
    await remove(visitor, removed.id, before.id);
    await restore(visitor, removed.title, before.id);

    await request(app.server).put(`/api/properties/${propertyId}`).set('Cookie', visitor).send({ ...home, numBedrooms: 4 });
    expect(titles(await getPlan())).toContain(removed.title);
  });

  it('changes nothing for a measure that was never removed', async () => {
    const { visitor, getPlan } = await visitorWithPlan();
    const before = await getPlan();
    const res = await restore(visitor, before.recommendations.all[0].title, before.id);
    expect(res.status).toBe(200);
    expect(titles(res.body.energyPlan as PlanJson)).toEqual(titles(before));
  });

  it('needs a title and a plan id, knows only catalogue measures, and answers another visitor with 404', async () => {
    const { visitor, getPlan } = await visitorWithPlan();
    const plan = await getPlan();
    const removed = plan.recommendations.all[0];
    await remove(visitor, removed.id, plan.id);

    expect((await restore(visitor, removed.title, undefined)).body.message).toBe('energyPlanId is required');
    expect((await restore(visitor, '', plan.id)).body.message).toBe('title is required');
    expect((await restore(visitor, 'Gold Taps', plan.id)).status).toBe(404);
    const stranger = await newVisitor(app.server);
    const foreign = await restore(stranger, removed.title, plan.id);
    expect(foreign.status).toBe(404);
    expect(titles(await getPlan())).not.toContain(removed.title);
  });

  it('over GraphQL, as restoreRecommendation with the same ownership rule', async () => {
    const { visitor, getPlan } = await visitorWithPlan();
    const plan = await getPlan();
    const removed = plan.recommendations.all[2];
    await remove(visitor, removed.id, plan.id);
    const mutation = 'mutation R($title: String!, $id: ID!) { restoreRecommendation(title: $title, energyPlanId: $id) { id recommendations { all { title } } } }';

    const stranger = await newVisitor(app.server);
    const foreign = await graphql(app.server, mutation, { title: removed.title, id: plan.id }, stranger);
    expect(onlyError(foreign.body).extensions?.code).toBe('NOT_FOUND');

    const { body } = await graphql<{ restoreRecommendation: { id: string; recommendations: { all: Array<{ title: string }> } } }>(
      app.server, mutation, { title: removed.title, id: plan.id }, visitor,
    );
    expect(body.data!.restoreRecommendation.recommendations.all.map((r) => r.title)).toEqual(titles(plan));
  });
});

describe('removing the last recommendation', () => {
  it('is refused with a sentence that says why, and the plan keeps it', async () => {
    const { visitor, getPlan } = await visitorWithPlan();
    let plan = await getPlan();
    while (plan.recommendations.all.length > 1) {
      plan = (await remove(visitor, plan.recommendations.all[0].id, plan.id)).body.energyPlan as PlanJson;
    }
    const last = await remove(visitor, plan.recommendations.all[0].id, plan.id);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('This is the last recommendation in your plan, so it cannot be removed. A plan keeps at least one.');
    expect((await getPlan()).recommendations.all).toHaveLength(1);
  });
});
