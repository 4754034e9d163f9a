import { cylinderJacket, airSourceHeatPump, condensingBoiler, electricHeatingControls, heatingControls, highHeatRetentionStorageHeaters, pipeInsulation } from './heating.js';
import { cavityWall, doubleGlazing, draughtProofing, loftInsulation, loftTopUp, solidWallExternal, solidWallInternal, suspendedFloor } from './fabric.js';
import { ledLighting, smartMeter, standbyOff, timeOfUseTariff } from './behaviour.js';
import { epcCertificate, homeSurvey } from './informational.js';
import { COST_PRICE_YEAR, uprated, uprateFactor, UPRATING_SOURCE } from './cost-year.js';
import { range, type Measure } from './measure.js';
import { homeBattery, solarPv, solarWaterHeating } from './renewables.js';

/**
 * Every measure in plan order: fabric first (it shrinks the load every later measure works on), then
 * hot water and heating (heat pump, boiler and storage heaters are one decision, plan/heating-decision.ts),
 * renewables, behaviour, and the link-out items last.
 */
/** A measure whose costs come from an older source, restated in 2025 pounds, saying so in its sources. */
function in2025Pounds(measure: Measure): Measure {
  if (measure.costYear >= COST_PRICE_YEAR) return measure;
  const factor = uprateFactor(measure.costYear);
  return {
    ...measure,
    cost: (home, geo) => {
      const cost = uprated(measure.cost(home, geo), measure.costYear);
      return cost && range(cost.min, cost.max);
    },
    sources: [...measure.sources, `Costs in ${measure.costYear} prices uprated to ${COST_PRICE_YEAR} (×${factor.toFixed(2)}, ${UPRATING_SOURCE}): an estimate, no dated cost of 2022 or later was found`],
  };
}

export const MEASURES: readonly Measure[] = [
  loftInsulation, loftTopUp, cavityWall, solidWallExternal, solidWallInternal, suspendedFloor, draughtProofing, doubleGlazing,
  cylinderJacket, pipeInsulation,
  heatingControls, airSourceHeatPump, condensingBoiler, highHeatRetentionStorageHeaters, electricHeatingControls,
  solarWaterHeating, solarPv, homeBattery,
  ledLighting, standbyOff, smartMeter, timeOfUseTariff,
  homeSurvey, epcCertificate,
].map(in2025Pounds);

export function measureById(id: string): Measure | undefined {
  return MEASURES.find((m) => m.id === id);
}

export function measureByTitle(title: string): Measure | undefined {
  const wanted = title.trim().toLowerCase();
  return MEASURES.find((m) => m.title.toLowerCase() === wanted);
}
