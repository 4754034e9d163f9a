import { appliancesKwh } from './electricity.js';
import { ratingSpaceHeatingKwh } from './heat-balance.js';
import { FUEL_OF, heatsWater, storageOffPeakShare, systemEfficiency } from './heating-system.js';
import type { ModelHome } from './model-home.js';
import type { MonthlyHeatInputs } from './monthly-heat.js';
import { monthlyPvDemandKwh, sapPvMonthlyKwh, sapPvSplit } from './sap-pv.js';
import { SAP_PRICES, SAP_STANDING_CHARGES_GBP, sapScore } from './sap-rating.js';

const HOURS_PER_YEAR = 8760;

/** What the bills side already worked out for the home, reused by the rating. */
export interface RatingInputs {
  inputs: MonthlyHeatInputs;
  internalGainsW: number;
  lighting: number;
  /** Appliance use as modelled for bills (after any standby habit). */
  appliances: number;
  /** Pumps and fans, kWh/yr. */
  auxiliary: number;
  /** Heat the water heater supplies, kWh/yr. */
  hotWaterKwh: number;
  occupants: number;
}

/**
 * The SAP-like score: SAP's heating pattern and SAP's own split of the PV output (Appendix M1), both on
 * standard appliance use, without the habits (standby, smart-meter feedback) an EPC cannot see.
 */
export function sapRating(home: ModelHome, parts: RatingInputs): number {
  const { inputs, internalGainsW, lighting, appliances, auxiliary, hotWaterKwh, occupants } = parts;
  const standardAppliances = home.switchesOffStandby ? appliancesKwh({ ...home, switchesOffStandby: false }, home.floorArea, occupants) : appliances;
  const ratingInputs = { ...inputs, internalGainsW: internalGainsW + ((standardAppliances - appliances) * 1000) / HOURS_PER_YEAR };
  const heat = ratingSpaceHeatingKwh(home, ratingInputs);
  const efficiency = systemEfficiency(home, true);
  const wet = heatsWater(home.heating);
  const standardTariffHeat = FUEL_OF[home.heating] === 'electricity' && home.heating !== 'storage_heaters';
  const demand = {
    lighting,
    appliances: standardAppliances,
    spaceHeating: standardTariffHeat ? heat / efficiency : 0,
    other: auxiliary + (standardTariffHeat ? hotWaterKwh / (wet ? efficiency : 1) : 0),
  };
  const pv = home.pvKwp > 0
    ? sapPvSplit(sapPvMonthlyKwh(home.pvKwp, inputs.climate), monthlyPvDemandKwh(demand), home.batteryKwh, monthlyPvDemandKwh({ ...demand, appliances: 0 }))
    : { usedOnSite: 0, exported: 0, creditedAtImportPrice: 0 };
  return sapScore(ratingCost(home, heat, hotWaterKwh, lighting + auxiliary, pv.creditedAtImportPrice, pv.usedOnSite + pv.exported - pv.creditedAtImportPrice), home.floorArea);
}

/**
 * Annual cost as SAP counts it: heating, hot water, lighting and pumps at Table 12 prices, plus the
 * standing charges of line 251, less solar credit: PV serving the rating's own electricity at the import
 * price, the rest of the generation at the export price (the cap in `sapPvSplit`).
 */
function ratingCost(home: ModelHome, heat: number, hwHeat: number, otherElectric: number, pvAtImport: number, pvAtExport: number): number {
  const eff = systemEfficiency(home, true);
  const heatFuel = FUEL_OF[home.heating];
  const wet = heatsWater(home.heating);
  const electricPrice = home.heating === 'storage_heaters'
    ? storageOffPeakShare(home) * SAP_PRICES.electricityOffPeak + (1 - storageOffPeakShare(home)) * SAP_PRICES.electricitySevenHourHigh
    : SAP_PRICES.electricity;
  const unitPrice = heatFuel === 'electricity' ? electricPrice : SAP_PRICES[heatFuel];
  const heating = (heat / eff) * unitPrice;
  const water = wet ? (hwHeat / eff) * unitPrice : hwHeat * electricPrice;
  const pence = heating + water + otherElectric * SAP_PRICES.electricity - pvAtImport * SAP_PRICES.electricity - pvAtExport * SAP_PRICES.solarExport;
  return Math.max(0, pence / 100 + ratingStandingCharges(home));
}

/**
 * SAP 10.2 line 251: the gas or bulk LPG standing charge for homes heated by it, the off-peak tariff's extra for storage heaters.
 * @internal exported for its tests
 */
export function ratingStandingCharges(home: ModelHome): number {
  if (FUEL_OF[home.heating] === 'gas') return SAP_STANDING_CHARGES_GBP.gas;
  if (FUEL_OF[home.heating] === 'lpg') return SAP_STANDING_CHARGES_GBP.lpg;
  return home.heating === 'storage_heaters' ? SAP_STANDING_CHARGES_GBP.offPeakElectricity : 0;
}
