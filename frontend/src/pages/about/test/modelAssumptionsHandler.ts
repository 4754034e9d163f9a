import { graphql, HttpResponse } from 'msw';

/** The energy model's registry as the server answers it, with today's figures. */
export const MODEL_ASSUMPTIONS = {
  __typename: 'ModelAssumptions',
  modelVersion: 'warmwise-energy-model-2.0',
  priceTableId: 'warmwise-2024-25-v1',
  pricesValidFrom: '2025-04-01',
  pricesValidTo: null,
  pricesLabel: 'warmwise-2024-25-v1',
  prices: {
    __typename: 'ModelPrices',
    electricityPencePerKwh: 28,
    gasPencePerKwh: 7,
    electricityStandingPencePerDay: 53.8,
    gasStandingPencePerDay: 32.67,
  },
  emissionFactors: { __typename: 'ModelEmissionFactors', electricityKgPerKwh: 0.193, gasKgPerKwh: 0.183 },
  assumptions: ['Monthly heat balance as in SAP 10.2.'],
  priceSources: ['Ofgem price cap'],
  priceEstimates: ['solar export 4 p/kWh'],
};

/** By default every test sees the figures; a test that wants a failure adds its own handler. */
export const answerModelAssumptions = () =>
  graphql.query('AboutModelAssumptions', () => HttpResponse.json({ data: { modelAssumptions: MODEL_ASSUMPTIONS } }));
