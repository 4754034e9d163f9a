import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome, storedRows, titlesOf, type PlanJson } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const inBatches = async <T>(count: number, size: number, call: (n: number) => Promise<T>): Promise<T[]> => {
  const answers: T[] = [];
  for (let start = 0; start < count; start += size) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => call(start + i)))));
  }
  return answers;
};

describe('one stored plan per property version and priority', () => {
  it('ten parallel first builds, each then read, store exactly one plan, and all answer it', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const answers = await Promise.all(Array.from({ length: 10 }, () => getPlan(app, propertyId, visitor)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((res) => (res.body as PlanJson).id));
    expect(ids.size).toBe(1);
    const plan = answers[0].body as PlanJson;
    expect(await storedRows(app, propertyId)).toEqual({ plans: 1, recommendations: plan.recommendations.all.length });
  });

  it('a hundred POST /api/recommendations for the same home store one plan, not a hundred', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const answers = await inBatches(100, 10, () => request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ propertyId }));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    expect(new Set(answers.map((res) => (res.body as { energyPlan: PlanJson }).energyPlan.id)).size).toBe(1);
    const plan = (answers[0].body as { energyPlan: PlanJson }).energyPlan;
    expect(await storedRows(app, propertyId)).toEqual({ plans: 1, recommendations: plan.recommendations.all.length });
  });

  it('parallel createEnergyPlan mutations over GraphQL store one plan per priority', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const mutation = /* GraphQL */ `mutation Plan($propertyId: ID!, $priority: String) { createEnergyPlan(propertyId: $propertyId, priority: $priority) { id } }`;
    const answers = await Promise.all(
      ['reduce_bills', 'property_value'].flatMap((priority) =>
        Array.from({ length: 5 }, () => graphql<{ createEnergyPlan: { id: string } }>(app.server, mutation, { propertyId, priority }, visitor)),
      ),
    );
    const ids = answers.map((res) => res.body.data!.createEnergyPlan.id);
    expect(new Set(ids.slice(0, 5)).size).toBe(1);
    expect(new Set(ids.slice(5)).size).toBe(1);
    expect((await storedRows(app, propertyId)).plans).toBe(2);
  });
});

describe('removed measures are never lost', () => {
  it('a removal on the plan of the first read holds for every later read, whatever was asked in between', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const first = (await getPlan(app, propertyId, visitor)).body as PlanJson;
    await request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ propertyId });
    const [removed] = first.recommendations.all;
    const res = await request(app.server).delete(`/api/recommendations/${removed.id}`).set('Cookie', visitor).send({ energyPlanId: first.id });
    expect(res.status).toBe(200);
    expect(titlesOf((await getPlan(app, propertyId, visitor)).body as PlanJson)).not.toContain(removed.title);
  });

  it('a removal on an older plan (made before the home was edited) reaches the current plan and later ones', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const older = (await getPlan(app, propertyId, visitor)).body as PlanJson;
    await request(app.server).put(`/api/properties/${propertyId}`).set('Cookie', visitor).send({ ...HOME, floorArea: 95 });
    const current = (await getPlan(app, propertyId, visitor)).body as PlanJson;
    expect(current.id).not.toBe(older.id);
    const shared = older.recommendations.all.find((item) => titlesOf(current).includes(item.title))!;
    const res = await request(app.server).delete(`/api/recommendations/${shared.id}`).set('Cookie', visitor).send({ energyPlanId: older.id });
    expect(res.status).toBe(200);
    expect(titlesOf((await getPlan(app, propertyId, visitor)).body as PlanJson)).not.toContain(shared.title);
    // Plans built afterwards leave it out too: another priority, and the home edited again.
    const otherPriority = await request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ propertyId, priority: 'environmental_benefit' });
    expect(titlesOf((otherPriority.body as { energyPlan: PlanJson }).energyPlan)).not.toContain(shared.title);
    await request(app.server).put(`/api/properties/${propertyId}`).set('Cookie', visitor).send({ ...HOME, floorArea: 100 });
    expect(titlesOf((await getPlan(app, propertyId, visitor)).body as PlanJson)).not.toContain(shared.title);
  });

  it('parallel removals from the same plan all count, and still do after the plan is re-modelled', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const plan = (await getPlan(app, propertyId, visitor)).body as PlanJson;
    const [later, ...targets] = plan.recommendations.all.slice(0, 5);
    const remove = (id: string) => request(app.server).delete(`/api/recommendations/${id}`).set('Cookie', visitor).send({ energyPlanId: plan.id });
    const answers = await Promise.all(targets.map((item) => remove(item.id)));
    expect(answers.map((res) => res.status)).toEqual(targets.map(() => 200));
    // Another removal re-models from the stored list of removed measures: a lost update would show here.
    expect((await remove(later.id)).status).toBe(200);
    const titles = titlesOf((await getPlan(app, propertyId, visitor)).body as PlanJson);
    for (const item of [later, ...targets]) expect(titles).not.toContain(item.title);
  });
});
