import request from 'supertest';
import { MODEL_VERSION } from '../../src/energy-model/index.js';
import { getPdf } from '../plan-copy/support.js';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, readPlan, saveHome, storedRows, type PlanJson } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A figure no model would give, written into a stale plan so a read that rebuilt it would show. */
const STALE_SAVING = 99_999;

/** Every stored column of the home's plans and measures that a rebuild would touch, as one text. */
async function planRowsOf(propertyId: string): Promise<string> {
  const rows = await app.db.orm.em.fork().getConnection().execute(
    `select p.id, p.model_version, p.price_table_id, p.potential_savings, p.updated_at::text,
       (select json_agg(json_build_object('id', r.id, 'measure', r.measure_id, 'saving', r.annual_saving_gbp, 'rank', r.rank) order by r.id) from recommendation r where r.plan_id = p.id) as measures
     from energy_plan p where p.property_id = ? order by p.id`,
    [propertyId],
  );
  return JSON.stringify(rows);
}

/** A home whose plan was stored by an earlier model: what a read finds after a model or price change. */
async function homeWithStalePlan() {
  const owner = await newVisitor(app.server);
  const propertyId = await saveHome(app, owner);
  const plan = (await getPlan(app, propertyId, owner)).body as PlanJson;
  const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
  await app.db.orm.em
    .fork()
    .getConnection()
    .execute('update energy_plan set model_version = ?, potential_savings = ? where id = ?', ['warmwise-energy-model-0.9', STALE_SAVING, plan.id]);
  return { owner, propertyId, planId: plan.id, token };
}

const PLAN_QUERY = /* GraphQL */ `query Plan($id: ID!) {
  energyPlan(propertyId: $id) { id potentialSavings }
  property(id: $id) { id plan { id } }
}`;
const SHARED_QUERY = /* GraphQL */ `query Shared($token: String!) { sharedPlan(token: $token) { energyPlan { potentialSavings modelVersion } } }`;

describe('reads of a plan never build or store one', () => {
  it('the owner’s REST read, GraphQL read and PDF of a stale plan write nothing and say it is out of date', async () => {
    const { owner, propertyId } = await homeWithStalePlan();
    const before = await planRowsOf(propertyId);

    const rest = await readPlan(app, propertyId, owner);
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'CONFLICT', outOfDate: true });
    expect(rest.body.message).toMatch(/POST \/api\/recommendations/);

    const overGraphql = await graphql<{ energyPlan: unknown; property: { plan: unknown } }>(app.server, PLAN_QUERY, { id: propertyId }, owner);
    expect(overGraphql.body.errors).toBeUndefined();
    expect(overGraphql.body.data).toEqual({ energyPlan: null, property: { id: propertyId, plan: null } });

    const pdf = await getPdf(app, `/api/properties/${propertyId}/energy-plan/pdf`, owner);
    expect(pdf.status).toBe(409);
    expect(JSON.parse(pdf.body.toString('utf8'))).toMatchObject({ code: 'CONFLICT', outOfDate: true });

    expect(await planRowsOf(propertyId)).toBe(before);
  });

  it('a read of a home never planned stores no plan, over both transports', async () => {
    const owner = await newVisitor(app.server);
    const propertyId = await saveHome(app, owner);
    expect((await readPlan(app, propertyId, owner)).status).toBe(409);
    const overGraphql = await graphql<{ energyPlan: unknown }>(app.server, PLAN_QUERY, { id: propertyId }, owner);
    expect(overGraphql.body.data!.energyPlan).toBeNull();
    expect((await getPdf(app, `/api/properties/${propertyId}/energy-plan/pdf`, owner)).status).toBe(409);
    expect(await storedRows(app, propertyId)).toEqual({ plans: 0, recommendations: 0 });
  });

  it('the shared plan and its PDF of a stale plan show today’s model and write nothing', async () => {
    const { propertyId, token } = await homeWithStalePlan();
    const before = await planRowsOf(propertyId);

    const rest = await request(app.server).get(`/api/plan/${token}`);
    expect(rest.status).toBe(200);
    const overGraphql = await graphql<{ sharedPlan: { energyPlan: { potentialSavings: number; modelVersion: string } } }>(app.server, SHARED_QUERY, { token });
    for (const shown of [rest.body.data.energyPlan, overGraphql.body.data!.sharedPlan.energyPlan] as Array<{ potentialSavings: number; modelVersion: string }>) {
      expect(shown.modelVersion).toBe(MODEL_VERSION);
      expect(shown.potentialSavings).not.toBe(STALE_SAVING);
      expect(shown.potentialSavings).toBeGreaterThan(0);
    }
    expect((await getPdf(app, `/api/plan/${token}/pdf`)).status).toBe(200);

    expect(await planRowsOf(propertyId)).toBe(before);
  });

  it('the build mutation brings the plan up to date in place, and the read then answers it', async () => {
    const { owner, propertyId, planId } = await homeWithStalePlan();
    const built = await graphql<{ createEnergyPlan: { id: string; potentialSavings: number } }>(
      app.server,
      'mutation Build($id: ID!) { createEnergyPlan(propertyId: $id) { id potentialSavings } }',
      { id: propertyId },
      owner,
    );
    expect(built.body.data!.createEnergyPlan.id).toBe(planId);
    expect(built.body.data!.createEnergyPlan.potentialSavings).not.toBe(STALE_SAVING);
    const read = await readPlan(app, propertyId, owner);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: planId, modelVersion: MODEL_VERSION });
    expect(await storedRows(app, propertyId)).toMatchObject({ plans: 1 });
  });
});
