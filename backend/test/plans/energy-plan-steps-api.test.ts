import request from 'supertest';
import { buildPlan } from '../../src/energy-model/index.js';
import type { Nation } from '@warmwise/common';
import { heatPumpGrantForHome, UNKNOWN_HOME } from '../../src/grants/index.js';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome } from './support.js';

let app: TestApp;
let owner: string;
let propertyId: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await newVisitor(app.server);
  propertyId = await saveHome(app, owner, HOME);
});
afterAll(() => app.close());

const FIELDS = /* GraphQL */ `
  potentialSavings co2Reduction potentialEnergyEfficiency baseline { annualBill }
  steps { number kind title why measures { id title cost savings annualSavingGbp carbonSaving } cost costMin costMax savings annualBillAfter co2ReductionAfterKg co2AfterKg energyEfficiencyAfter epcRatingAfter }
  heatPumpVerdict { verdict headline explanation readyAfterStep designTemperatureC designStation heatLossKw heatLossKwAfterInsulation heatPumpSizeKw radiators
    runningCost { todayGbp heatPumpStandardGbp heatPumpTariffGbp tariff } grant { name amountGbp source verdict } estimated surveyConfirms }`;
const OWN = `query Own($id: ID!) { energyPlan(propertyId: $id) { ${FIELDS} } }`;
const SHARED = `query Shared($token: String!) { sharedPlan(token: $token) { energyPlan { ${FIELDS} } } }`;

interface StepsAnswer {
  potentialSavings: number;
  co2Reduction: number;
  potentialEnergyEfficiency: number;
  baseline: { annualBill: number };
  steps: Array<{ annualBillAfter: number; co2ReductionAfterKg: number; energyEfficiencyAfter: number; measures: Array<{ id: string }> }>;
  heatPumpVerdict: { heatPumpSizeKw: number; grant: { name: string; amountGbp: number } | null } | null;
}

/** The home as the model is given it, so the test knows the steps and verdict to expect. */
const modelled = () => buildPlan(
  { propertyType: 'Semi-detached', yearBuilt: '1945-1964', floorArea: 90, numBedrooms: 3, heatingSystem: 'Gas boiler', epcRating: null, solarPVPanels: false, solarWaterHeating: false, postcode: HOME.postcode },
  'reduce_bills',
  // The saved home's grant: its nation and heating, its tenure not given.
  { heatPumpGrantIn: (nation: Nation) => heatPumpGrantForHome({ ...UNKNOWN_HOME, nation, heatingSystem: 'Gas boiler' }) },
);

function expectTheModelsSteps(answer: StepsAnswer) {
  const plan = modelled();
  expect(answer.steps).toEqual(plan.steps.map((step) => ({ ...step })));
  expect(answer.heatPumpVerdict).toEqual(plan.heatPumpVerdict);
  const last = answer.steps.at(-1)!;
  expect(last.annualBillAfter).toBe(answer.baseline.annualBill - answer.potentialSavings);
  expect(last.co2ReductionAfterKg).toBe(answer.co2Reduction);
  expect(last.energyEfficiencyAfter).toBe(answer.potentialEnergyEfficiency);
  expect(answer.heatPumpVerdict!.grant).toMatchObject({ name: 'Boiler Upgrade Scheme', amountGbp: 7500 });
}

describe('the plan in steps and the heat-pump verdict, over both transports', () => {
  it('are in the REST plan answer and the GraphQL plan, the same as the model gives', async () => {
    const rest = await getPlan(app, propertyId, owner);
    expect(rest.status).toBe(200);
    expectTheModelsSteps(rest.body as StepsAnswer);
    const own = await graphql<{ energyPlan: StepsAnswer }>(app.server, OWN, { id: propertyId }, owner);
    expect(own.body.errors).toBeUndefined();
    // GraphQL names the step's kind and the verdict by their enum values, which are the model's strings.
    expectTheModelsSteps(own.body.data!.energyPlan);
  });

  it('are on the share page, over REST and GraphQL', async () => {
    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
    const rest = await request(app.server).get(`/api/plan/${token}`);
    expectTheModelsSteps((rest.body as { data: { energyPlan: StepsAnswer } }).data.energyPlan);
    const shared = await graphql<{ sharedPlan: { energyPlan: StepsAnswer } }>(app.server, SHARED, { token });
    expectTheModelsSteps(shared.body.data!.sharedPlan.energyPlan);
  });

  it('follows a removed measure out of its step', async () => {
    const before = (await getPlan(app, propertyId, owner)).body as StepsAnswer & { id: string; recommendations: { all: Array<{ id: string; title: string }> } };
    const removed = before.recommendations.all.find((item) => item.title === 'Draught Proofing')!;
    const res = await request(app.server).delete(`/api/recommendations/${removed.id}`).set('Cookie', owner).send({ energyPlanId: before.id });
    expect(res.status).toBe(200);
    const after = res.body.energyPlan as StepsAnswer;
    expect(after.steps.flatMap((step) => step.measures.map((m) => m.id))).not.toContain('draught-proofing');
    expect(after.steps.at(-1)!.annualBillAfter).toBe(after.baseline.annualBill - after.potentialSavings);
  });
});
