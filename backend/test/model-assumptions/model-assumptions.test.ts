import request from 'supertest';
import { buildPlan, priceTable } from '../../src/energy-model/index.js';
import { REFERENCE_PROFILE } from '../energy-model/calibration-cases.js';
import { graphql } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const QUERY = `{ modelAssumptions {
  modelVersion priceTableId pricesValidFrom
  prices { electricityPencePerKwh gasPencePerKwh electricityStandingPencePerDay gasStandingPencePerDay }
  emissionFactors { electricityKgPerKwh gasKgPerKwh }
  assumptions priceSources priceEstimates
} }`;

describe('the model assumptions', () => {
  it('answers, without a session, the figures new plans are built on: the cap quarter in force today, 0.193 and 0.183 kg CO2', async () => {
    const { body } = await graphql<{ modelAssumptions: Record<string, unknown> }>(app.server, QUERY);
    expect(body.errors).toBeUndefined();
    const today = priceTable();
    expect(today.id).toMatch(/^ofgem-cap-\d{4}-q[1-4]$/);
    expect(body.data!.modelAssumptions).toMatchObject({
      modelVersion: expect.stringMatching(/^warmwise-energy-model-/),
      priceTableId: today.id,
      prices: { electricityPencePerKwh: today.electricity, gasPencePerKwh: today.gas },
      emissionFactors: { electricityKgPerKwh: 0.193, gasKgPerKwh: 0.183 },
    });
    expect(body.data!.modelAssumptions.assumptions).toEqual(expect.arrayContaining([expect.stringContaining('SAP 10.2')]));
  });

  it('gives partners the same answer over REST', async () => {
    const { body } = await graphql<{ modelAssumptions: unknown }>(app.server, QUERY);
    const rest = await request(app.server).get('/api/model-assumptions');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(body.data!.modelAssumptions);
  });

  it('matches the model version recorded on a newly built plan', async () => {
    const { body } = await graphql<{ modelAssumptions: { modelVersion: string; assumptions: string[] } }>(app.server, QUERY);
    const plan = buildPlan(REFERENCE_PROFILE);
    expect(plan.modelVersion).toBe(body.data!.modelAssumptions.modelVersion);
    expect(plan.assumptions).toEqual(expect.arrayContaining(body.data!.modelAssumptions.assumptions));
  });
});
