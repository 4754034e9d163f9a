import { climateRegion } from './climate.js';
import { appliancesKwh, lightingKwh, PV_SELF_USE, SHIFTABLE_APPLIANCE_SHARE, SHIFTABLE_HEAT_PUMP_SHARE, SMART_METER_SAVING, WET_SYSTEM_AUXILIARY_KWH } from './electricity.js';
import { geometryOf, occupants } from './geometry.js';
import { billSpaceHeatingKwh, heatLoss, monthlyInputs, ratingSpaceHeatingKwh } from './heat-balance.js';
import { FUEL_OF, heatsWater, storageOffPeakShare, systemEfficiency } from './heating-system.js';
import { hotWater } from './hot-water.js';
import { inUseFactorFor, RESISTANCE_HEATING_USE } from './in-use-factor.js';
import { isFuelBoiler, isResistanceHeating, type BuildingAndHousehold, type ModelHome } from './model-home.js';
import { priceTable, type PriceTable } from './prices.js';
import { sapRating } from './rating.js';
import { sapPvMonthlyKwh } from './sap-pv.js';
import { epcBand } from './sap-rating.js';
import type { EnergyEstimate, FuelUse } from './types.js';

const HOURS_PER_YEAR = 8760;
/**
 * Lights and appliances of an Economy 7 home used in its 7 night hours: fridges, freezers and standby
 * run through them, lights hardly at all (estimate; Ofgem's 58 % day / 42 % night split is for whole
 * E7 homes, storage heating included).
 */
const ECONOMY7_NIGHT_SHARE_OF_OTHER_USE = 0.2;
/** SAP 10.2 Appendix U region 0: the rating, like an EPC's, uses UK-average weather wherever the home is. */
const UK_AVERAGE_REGION = 0;

/** Metabolic, cooking and evaporation gains per SAP table 5: 60N + (35 + 7N) - 40N watts. */
function occupantGainsW(n: number): number {
  return 27 * n + 35;
}

/** The home's heat balance for bills, before any in-use factor: what the physics alone says. */
function heatBalance(home: ModelHome) {
  const geo = geometryOf(home);
  const n = occupants(home.floorArea);
  const lighting = lightingKwh(home, home.floorArea, n);
  const appliances = appliancesKwh(home, home.floorArea, n);
  const hw = hotWater(home, n);
  const loss = heatLoss(home, geo);
  const internalGainsW = occupantGainsW(n) + ((lighting + appliances + hw.gains) * 1000) / HOURS_PER_YEAR;
  const inputs = monthlyInputs(home, geo, loss, internalGainsW);
  return { n, lighting, appliances, hw, loss, internalGainsW, inputs, modelledHeat: billSpaceHeatingKwh(home, inputs) };
}

/** The same home under UK-average weather, as the rating and the in-use factor see it. */
const inUkAverageWeather = <T extends BuildingAndHousehold>(home: T): T =>
  home.climateRegionId === UK_AVERAGE_REGION ? home : { ...home, climateRegionId: UK_AVERAGE_REGION };

/**
 * The home with the in-use factor of its household, worked out from the home as it is now (in-use-factor.ts).
 * The factor describes the building and how households heat it, not the weather: it is read at UK-average
 * weather, so a cold region's extra heat reaches the bill instead of being taken for a leaky house.
 */
export function withInUseFactor(home: BuildingAndHousehold): ModelHome {
  // The heat balance never reads the factor, so any value serves while it is being worked out.
  const provisional = inUkAverageWeather({ ...home, inUseFactor: 1 });
  const { modelledHeat, inputs } = heatBalance(provisional);
  const asAnEpcModels = ratingSpaceHeatingKwh(provisional, inputs);
  const byIntensity = inUseFactorFor(modelledHeat / home.floorArea, asAnEpcModels / modelledHeat);
  return { ...home, inUseFactor: byIntensity * (isResistanceHeating(home.heating) ? RESISTANCE_HEATING_USE : 1) };
}

/** A year's output of the home's panels in its own region, kWh (SAP 10.2 Appendix M1, south at 30°). */
function pvGenerationKwh(home: ModelHome): number {
  if (home.pvKwp <= 0) return 0;
  return sapPvMonthlyKwh(home.pvKwp, climateRegion(home.climateRegionId)).reduce((a, b) => a + b, 0);
}

export function estimateHome(home: ModelHome, prices: PriceTable = priceTable()): EnergyEstimate {
  const { n, lighting, appliances, hw, loss, internalGainsW, inputs, modelledHeat } = heatBalance(home);

  const metered = home.usageFactors ?? { heat: 1, power: 1 };
  const heatFactor = (home.smartMeter ? 1 - SMART_METER_SAVING.heat : 1) * metered.heat;
  const elecFactor = (home.smartMeter ? 1 - SMART_METER_SAVING.electricity : 1) * metered.power;
  const spaceHeat = modelledHeat * home.inUseFactor * heatFactor;
  const hwHeat = hw.fromSystem * heatFactor;

  const heatFuel = FUEL_OF[home.heating];
  const wet = heatsWater(home.heating);
  const eff = systemEfficiency(home, false);
  const spaceFuel = spaceHeat / eff;
  // Homes without a wet system heat water with an immersion heater.
  const hwFuelKwh = wet ? hwHeat / eff : hwHeat;
  const auxiliary = isFuelBoiler(home.heating) ? WET_SYSTEM_AUXILIARY_KWH : 0;

  const fuel: FuelUse = { gas: 0, electricity: (lighting + appliances) * elecFactor + auxiliary, oil: 0, lpg: 0, coal: 0, wood: 0, heatNetwork: 0 };
  fuel[heatFuel] += spaceFuel;
  fuel[wet ? heatFuel : 'electricity'] += hwFuelKwh;

  const generation = pvGenerationKwh(home);
  const selfUse = home.batteryKwh > 0 ? PV_SELF_USE.withBattery : PV_SELF_USE.withoutBattery;
  const usedOnSite = Math.min(generation * selfUse, fuel.electricity);
  const exported = generation - usedOnSite;
  const demandElectricity = fuel.electricity;
  fuel.electricity -= usedOnSite;

  // Storage heaters come with Economy 7: they charge on its night rate, the rest is billed at its day rate.
  const economy7 = home.heating === 'storage_heaters';
  let offPeak = 0;
  if (economy7) offPeak += storageOffPeakShare(home) * (spaceFuel + hwFuelKwh) + ECONOMY7_NIGHT_SHARE_OF_OTHER_USE * (lighting + appliances) * elecFactor;
  if (home.timeOfUse) {
    offPeak += SHIFTABLE_APPLIANCE_SHARE * appliances * elecFactor;
    if (home.heating === 'heat_pump') offPeak += SHIFTABLE_HEAT_PUMP_SHARE * (spaceFuel + hwFuelKwh);
  }
  offPeak = Math.min(offPeak, fuel.electricity);
  const peakRate = economy7 ? prices.electricityDay : prices.electricity;
  const offPeakRate = economy7 ? prices.electricityNight : prices.electricityOffPeak;

  const standingPerDay = (economy7 ? prices.economy7StandingPerDay : prices.electricityStandingPerDay)
    + (fuel.gas > 0 ? prices.gasStandingPerDay : 0) + (fuel.heatNetwork > 0 ? prices.heatNetworkStandingPerDay : 0);
  const standing = (365 * standingPerDay) / 100;
  const bill = {
    gas: (fuel.gas * prices.gas) / 100,
    electricity: ((fuel.electricity - offPeak) * peakRate + offPeak * offPeakRate) / 100,
    oil: (fuel.oil * prices.oil) / 100,
    lpg: (fuel.lpg * prices.lpg) / 100,
    coal: (fuel.coal * prices.coal) / 100,
    wood: (fuel.wood * prices.wood) / 100,
    heatNetwork: (fuel.heatNetwork * prices.heatNetwork) / 100,
    standingCharges: standing,
    exportIncome: (exported * prices.solarExport) / 100,
    total: 0,
  };
  bill.total = bill.gas + bill.electricity + bill.oil + bill.lpg + bill.coal + bill.wood + bill.heatNetwork + bill.standingCharges - bill.exportIncome;

  const co2Kg = (fuel.electricity - exported) * prices.co2.electricity + fuel.gas * prices.co2.gas + fuel.oil * prices.co2.oil
    + fuel.lpg * prices.co2.lpg + fuel.coal * prices.co2.coal + fuel.wood * prices.co2.wood + fuel.heatNetwork * prices.co2.heatNetwork;

  const score = ratingOf(home, { inputs, internalGainsW, lighting, appliances, auxiliary, hotWaterKwh: hw.fromSystem, occupants: n });

  return {
    demand: { spaceHeating: spaceHeat, hotWater: hw.useful, lighting, appliances },
    fuel,
    solar: { generation, usedOnSite: Math.min(usedOnSite, demandElectricity), exported },
    bill,
    co2Kg,
    sap: { score, band: epcBand(score) },
    heatLossWPerK: loss.total,
    priceTableId: prices.id,
  };
}

/** The SAP-like score, on UK-average weather: the home's own region changes its bills, never its rating. */
function ratingOf(home: ModelHome, regional: Parameters<typeof sapRating>[1]): number {
  if (home.climateRegionId === UK_AVERAGE_REGION) return sapRating(home, regional);
  const ukHome = inUkAverageWeather(home);
  const { n, lighting, appliances, hw, internalGainsW, inputs } = heatBalance(ukHome);
  return sapRating(ukHome, { inputs, internalGainsW, lighting, appliances, auxiliary: regional.auxiliary, hotWaterKwh: hw.fromSystem, occupants: n });
}
