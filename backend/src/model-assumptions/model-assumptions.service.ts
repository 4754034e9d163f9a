import { MODEL_ASSUMPTIONS, MODEL_VERSION, priceTable } from '../energy-model/index.js';

/**
 * What a new plan is built on today, read from the model's registry rather than restated. A plain
 * object: the resolver's ModelAssumptions type and the REST route both accept it as it is.
 */
export function currentModelAssumptions() {
  const prices = priceTable();
  return {
    modelVersion: MODEL_VERSION,
    priceTableId: prices.id,
    pricesValidFrom: prices.validFrom,
    pricesValidTo: prices.validTo ?? null,
    pricesLabel: prices.label ?? prices.id,
    prices: {
      electricityPencePerKwh: prices.electricity,
      gasPencePerKwh: prices.gas,
      electricityStandingPencePerDay: prices.electricityStandingPerDay,
      gasStandingPencePerDay: prices.gasStandingPerDay,
    },
    emissionFactors: { electricityKgPerKwh: prices.co2.electricity, gasKgPerKwh: prices.co2.gas },
    assumptions: [...MODEL_ASSUMPTIONS],
    priceSources: [...prices.sources],
    priceEstimates: [...prices.estimates],
  };
}
