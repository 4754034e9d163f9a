import request from 'supertest';
import { MODEL_VERSION } from '../../src/energy-model/index.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, readPlan, saveHome, storedRows, titlesOf, type PlanJson } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sql = (query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute(query, params);

describe('a plan stored by an earlier version of the energy model', () => {
  it('is out of date to a read, and re-modelled in place by the build: same plan, today’s figures, removals kept', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const first = (await getPlan(app, propertyId, visitor)).body as PlanJson & { modelVersion: string; potentialSavings: number };
    const removed = first.recommendations.all[0];
    await request(app.server).delete(`/api/recommendations/${removed.id}`).set('Cookie', visitor).send({ energyPlanId: first.id });
    // As a plan built before the model changed looks: another version, figures nobody stands behind.
    await sql('update energy_plan set model_version = ?, potential_savings = ? where id = ?', ['warmwise-energy-model-0.9', 99_999, first.id]);

    const stale = await readPlan(app, propertyId, visitor);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', outOfDate: true });
    const read = (await getPlan(app, propertyId, visitor)).body as PlanJson & { modelVersion: string; potentialSavings: number };
    expect(read.id).toBe(first.id);
    expect(read.modelVersion).toBe(MODEL_VERSION);
    expect(read.potentialSavings).not.toBe(99_999);
    expect(titlesOf(read)).not.toContain(removed.title);
    expect((await storedRows(app, propertyId)).plans).toBe(1);
  });
});
