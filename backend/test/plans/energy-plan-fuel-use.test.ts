import request from 'supertest';
import { graphql, onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { HOME, planForHome } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface PlanBody {
  assumptions: string[];
  baseline: { annualKwh: { gas: number; electricity: number; oil: number; lpg: number; solid: number } };
}

const planFor = (changes: object) => planForHome<PlanBody>(app, changes);

const fittedLine = (plan: PlanBody) => plan.assumptions.find((line) => line.startsWith('Fitted to your bills'));

describe("a plan fitted to the heating fuel's own yearly use", () => {
  it('starts an oil home from the litres it burns: 1,200 litres at 10.35 kWh a litre is 12,420 kWh of oil', async () => {
    const plan = await planFor({ heatingSystem: 'Oil boiler', annualFuelUse: 1_200, annualFuelUnit: 'oil_litres' });
    expect(plan.baseline.annualKwh.oil).toBeGreaterThanOrEqual(12_400);
    expect(plan.baseline.annualKwh.oil).toBeLessThanOrEqual(12_440);
    expect(fittedLine(plan)).toMatch(/^Fitted to your bills: 1,200 litres of oil a year \(12,420 kWh\), where the model estimated [\d,]+ kWh/);
  });

  it('starts an LPG home from its bottles and a coal home from its bags', async () => {
    // 700 kg of propane at 13.7 kWh/kg is 9,590 kWh; 40 bags of 25 kg at 8.6 kWh/kg is 8,600 kWh.
    const lpg = await planFor({ heatingSystem: 'Other', heatingFuel: 'lpg', annualFuelUse: 700, annualFuelUnit: 'lpg_kg' });
    expect(lpg.baseline.annualKwh.lpg).toBeGreaterThanOrEqual(9_570);
    expect(lpg.baseline.annualKwh.lpg).toBeLessThanOrEqual(9_610);
    const coal = await planFor({ heatingSystem: 'Other', heatingFuel: 'coal', annualFuelUse: 40, annualFuelUnit: 'coal_bags' });
    expect(coal.baseline.annualKwh.solid).toBeGreaterThanOrEqual(8_580);
    expect(coal.baseline.annualKwh.solid).toBeLessThanOrEqual(8_620);
    expect(fittedLine(coal)).toMatch(/^Fitted to your bills: 40 bags of coal or smokeless fuel \(25 kg each\) a year \(8,600 kWh\)/);
  });

  it('refuses a unit of another fuel, or a fuel use for heating that burns none, naming the field, and keeps nothing', async () => {
    const visitor = await newVisitor(app.server);
    const wrongUnit = await request(app.server).post('/api/properties').set('Cookie', visitor)
      .send({ ...HOME, heatingSystem: 'Oil boiler', annualFuelUse: 60, annualFuelUnit: 'coal_bags' });
    expect({ status: wrongUnit.status, body: wrongUnit.body }).toEqual({
      status: 400, body: { code: 'BAD_USER_INPUT', field: 'annualFuelUnit', message: 'Say which unit your yearly oil use is in: litres, kWh' },
    });
    const gasHome = await request(app.server).post('/api/properties').set('Cookie', visitor).send({ ...HOME, annualFuelUse: 900, annualFuelUnit: 'oil_litres' });
    expect(gasHome.status).toBe(400);
    expect(gasHome.body.message).toBe('Yearly fuel use is asked only of oil, LPG, coal or wood heating: leave it empty for this heating');
    expect((await request(app.server).get('/api/properties').set('Cookie', visitor)).body).toEqual([]);
  });

  it('saves and answers the same fields over GraphQL, with the same refusal', async () => {
    const visitor = await newVisitor(app.server);
    const mutation = `mutation Save($input: PropertyInput!) { createProperty(input: $input) { heatingFuel annualFuelUse annualFuelUnit } }`;
    const wood = await graphql<{ createProperty: Record<string, unknown> }>(app.server, mutation, {
      input: { ...HOME, heatingSystem: 'Other', heatingFuel: 'wood', annualFuelUse: 3_000, annualFuelUnit: 'wood_logs_kg' },
    }, visitor);
    expect(wood.body.data?.createProperty).toEqual({ heatingFuel: 'wood', annualFuelUse: 3_000, annualFuelUnit: 'wood_logs_kg' });
    const tooMuch = await graphql(app.server, mutation, { input: { ...HOME, heatingSystem: 'Oil boiler', annualFuelUse: 20_000, annualFuelUnit: 'oil_litres' } }, visitor);
    expect(onlyError(tooMuch.body)).toMatchObject({
      message: 'Yearly oil use must be a number of litres from 1 to 9,600, or left empty',
      extensions: { code: 'BAD_USER_INPUT', field: 'annualFuelUse' },
    });
  });
});
