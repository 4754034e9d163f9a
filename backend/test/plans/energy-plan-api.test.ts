import request from 'supertest';
import { buildPlan } from '../../src/energy-model/index.js';
import { graphql, onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { HOME as home } from './support.js';

interface PlanJson {
  id: string;
  propertyId: string;
  potentialSavings: number;
  co2Reduction: number;
  currentEpcRating: string;
  potentialEpcRating: string;
  assumptions: string[];
  recommendations: { top3: Array<{ id: string; title: string; savings: number }>; all: Array<{ id: string; title: string; savings: number; annualSavingGbp: number }> };
}

let app: TestApp;
let visitor: string;
let propertyId: string;
beforeAll(async () => {
  app = await startTestApp();
  visitor = await newVisitor(app.server);
  const created = await request(app.server).post('/api/properties').set('Cookie', visitor).send(home);
  propertyId = created.body.id;
});
afterAll(() => app.close());

/** The build mutation (a no-op once the plan is current), then the read. */
async function getPlan(id = propertyId, cookie = visitor) {
  await request(app.server).post('/api/recommendations').set('Cookie', cookie).send({ propertyId: id });
  return request(app.server).get(`/api/properties/${id}/energy-plan`).set('Cookie', cookie);
}

describe('GET /api/properties/{id}/energy-plan', () => {
  it('reads the stored plan, whose numbers are the energy model’s', async () => {
    const res = await getPlan();
    expect(res.status).toBe(200);
    const plan = res.body as PlanJson;
    const modelled = buildPlan(
      { propertyType: 'Semi-detached', yearBuilt: '1945-1964', floorArea: 90, numBedrooms: 3, heatingSystem: 'Gas boiler', epcRating: null, solarPVPanels: false, solarWaterHeating: false, postcode: home.postcode },
      'reduce_bills',
    );
    expect(plan.propertyId).toBe(propertyId);
    expect(plan.potentialSavings).toBe(modelled.potentialSavings);
    expect(plan.co2Reduction).toBe(modelled.co2Reduction);
    expect(plan.currentEpcRating).toBe(modelled.currentEpcRating);
    expect(plan.potentialEpcRating).toBe(modelled.potentialEpcRating);
    expect(plan.recommendations.all.map((r) => r.title)).toEqual(modelled.recommendations.all.map((r) => r.title));
    expect(plan.recommendations.top3).toEqual(plan.recommendations.all.slice(0, 3));
    expect(plan.assumptions.length).toBeGreaterThan(0);
  });

  it('returns the same stored plan until the property changes, then a fresh one', async () => {
    const first = (await getPlan()).body as PlanJson;
    const again = (await getPlan()).body as PlanJson;
    expect(again.id).toBe(first.id);
    await request(app.server).put(`/api/properties/${propertyId}`).set('Cookie', visitor).send({ ...home, heatingSystem: 'Oil boiler' });
    const rebuilt = (await getPlan()).body as PlanJson;
    expect(rebuilt.id).not.toBe(first.id);
  });

  it('never shows a negative saving in `savings`', async () => {
    const plan = (await getPlan()).body as PlanJson;
    for (const item of plan.recommendations.all) expect(item.savings).toBeGreaterThanOrEqual(0);
  });

  it("uses the fabric described by the home's newest EPC when one is lodged", async () => {
    const [lodged] = (await request(app.server).post('/api/epc/lookup').send({ postcode: 'B33 8TH' })).body.addresses;
    const created = await request(app.server).post('/api/properties').set('Cookie', visitor).send({ ...home, address: lodged.address });
    const plan = (await getPlan(created.body.id)).body as PlanJson;
    expect(plan.assumptions.some((line) => /as described by the EPC lodged on \d{4}-\d{2}-\d{2}/.test(line))).toBe(true);
  });

  it('answers another visitor with 404', async () => {
    const stranger = await newVisitor(app.server);
    const res = await getPlan(propertyId, stranger);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Property not found', code: 'NOT_FOUND' });
  });
});

describe('POST /api/recommendations', () => {
  it('creates a property and its plan from a questionnaire payload', async () => {
    const res = await request(app.server)
      .post('/api/recommendations')
      .set('Cookie', visitor)
      .send({ ...home, priority: 'environmental_benefit' });
    expect(res.status).toBe(201);
    expect(res.body.property).toMatchObject({ postcode: 'B33 8TH', priority: 'environmental_benefit' });
    expect(res.body.energyPlan).toMatchObject({ propertyId: res.body.property.id, priority: 'environmental_benefit' });
  });

  it('plans for an existing property with another priority', async () => {
    const res = await request(app.server)
      .post('/api/recommendations')
      .set('Cookie', visitor)
      .send({ propertyId, priority: 'property_value' });
    expect(res.status).toBe(201);
    expect(res.body.energyPlan.priority).toBe('property_value');
  });

  it('rejects an unknown priority and an incomplete profile with clear messages', async () => {
    const badPriority = await request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ propertyId, priority: 'speed' });
    expect(badPriority.status).toBe(400);
    expect(badPriority.body.message).toBe('priority must be one of: reduce_bills, comfort_improvement, environmental_benefit, property_value');
    const incomplete = await request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ address: 'x' });
    expect(incomplete.body.message).toBe('Missing required property fields: postcode, propertyType, yearBuilt');
  });
});

describe('DELETE /api/recommendations/{id}', () => {
  it('removes a recommendation from the visitor’s plan, and the next one moves into the top three', async () => {
    const plan = (await getPlan()).body as PlanJson;
    const [first, , , fourth] = plan.recommendations.all;
    const res = await request(app.server)
      .delete(`/api/recommendations/${first.id}`)
      .set('Cookie', visitor)
      .send({ energyPlanId: plan.id });
    expect(res.status).toBe(200);
    const after = res.body.energyPlan as PlanJson;
    expect(after.recommendations.all.map((r) => r.id)).not.toContain(first.id);
    expect(after.recommendations.top3.map((r) => r.id)).toContain(fourth.id);
    expect(((await getPlan()).body as PlanJson).recommendations.all.map((r) => r.title)).not.toContain(first.title);
  });

  it('re-models what is left: totals drop by about the removed measure and still equal the items', async () => {
    const plan = (await getPlan()).body as PlanJson;
    // Not a hot-water measure: a heat pump's install brings a lagged cylinder and pipework of its own, so
    // removing those leaves a plan with a heat pump where it was.
    const subsumedByHeatPump = ['Hot Water Pipe Insulation', 'Hot Water Cylinder Jacket'];
    const removed = plan.recommendations.all.find((r) => r.savings > 0 && !subsumedByHeatPump.includes(r.title))!;
    const res = await request(app.server).delete(`/api/recommendations/${removed.id}`).set('Cookie', visitor).send({ energyPlanId: plan.id });
    const after = res.body.energyPlan as PlanJson;
    expect(after.potentialSavings).toBeLessThan(plan.potentialSavings);
    const sum = after.recommendations.all.reduce((total, r) => total + r.annualSavingGbp, 0);
    expect(Math.abs(sum - after.potentialSavings)).toBeLessThanOrEqual(after.recommendations.all.length);
  });

  it('needs the plan id, and answers another visitor with 404', async () => {
    const plan = (await getPlan()).body as PlanJson;
    const target = plan.recommendations.all[0].id;
    const missing = await request(app.server).delete(`/api/recommendations/${target}`).set('Cookie', visitor).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('energyPlanId is required');
    const stranger = await newVisitor(app.server);
    const foreign = await request(app.server).delete(`/api/recommendations/${target}`).set('Cookie', stranger).send({ energyPlanId: plan.id });
    expect(foreign.status).toBe(404);
    expect(((await getPlan()).body as PlanJson).recommendations.all[0].id).toBe(target);
  });
});

describe('GET /api/recommendations/{title}/details', () => {
  it('gives the Learn More text, and the visitor’s own figures with their plan id', async () => {
    const plan = (await getPlan()).body as PlanJson;
    const item = plan.recommendations.all.find((r) => r.savings > 0)!;
    const generic = await request(app.server).get(`/api/recommendations/${encodeURIComponent(item.title)}/details`).set('Cookie', visitor);
    expect(generic.status).toBe(200);
    expect(generic.body).toMatchObject({ title: item.title, learnMore: expect.any(String), savings: null });
    const personal = await request(app.server)
      .get(`/api/recommendations/${encodeURIComponent(item.title)}/details`)
      .query({ energyPlanId: plan.id })
      .set('Cookie', visitor);
    expect(personal.body.savings).toBe(item.savings);
  });

  it('answers an unknown title with 404 and a sentence saying no details are available', async () => {
    const res = await request(app.server).get('/api/recommendations/Gold%20Taps/details').set('Cookie', visitor);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Detailed information for this recommendation is not available.');
  });
});

describe('plans over GraphQL', () => {
  it('reads the same plan as REST, and keeps ownership', async () => {
    const rest = (await getPlan()).body as PlanJson;
    const query = /* GraphQL */ `query Plan($propertyId: ID!) { energyPlan(propertyId: $propertyId) { id potentialSavings recommendations { top3 { title } } } }`;
    const mine = await graphql<{ energyPlan: { id: string; potentialSavings: number } }>(app.server, query, { propertyId }, visitor);
    expect(mine.body.data!.energyPlan).toMatchObject({ id: rest.id, potentialSavings: rest.potentialSavings });
    const stranger = await newVisitor(app.server);
    const theirs = await graphql(app.server, query, { propertyId }, stranger);
    expect(onlyError(theirs.body).extensions?.code).toBe('NOT_FOUND');
  });
});
