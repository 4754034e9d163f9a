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
  modelVersion priceTableId pricesValidFrom pricesValidTo pricesLabel
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
      pricesValidFrom: today.validFrom,
      pricesValidTo: today.validTo,
      pricesLabel: today.label,
      prices: { electricityPencePerKwh: today.electricity, gasPencePerKwh: today.gas },
      emissionFactors: { electricityKgPerKwh: 0.193, gasKgPerKwh: 0.183 },
    });
    expect(body.data!.modelAssumptions.assumptions).toEqual(expect.arrayContaining([expect.stringContaining('SAP 10.2')]));
    // Every fuel a plan may bill is listed with its period, source and grade; a secondary figure says so.
    const sources = body.data!.modelAssumptions.priceSources as string[];
    for (const fuel of ['electricity, single rate', 'Economy 7 electricity', 'mains gas', 'heating oil (kerosene)', 'LPG, bulk tank', 'LPG, bottled', 'house coal', 'smokeless fuel', 'wood logs', 'wood pellets', 'heat network']) {
      const line = sources.find((source) => source.startsWith(`${fuel} `));
      expect(line).toMatch(/\((secondary|derived from secondary figures|primary)[^)]*\)$/);
    }
    expect(body.data!.modelAssumptions.priceEstimates).toEqual([expect.stringContaining('solar export')]);
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
