import { DAYS_IN_MONTH, HEATING_MONTHS, pvPlaneSolarKwhPerM2, type ClimateRegion } from './climate.js';

/** SAP 10.2 Appendix M1: battery capacity counts up to 15 kWh. */
const MAX_BATTERY_KWH = 15;

/**
 * PV output as SAP 10.2 Appendix M1 rates it: 0.8 × kWp × S × Z_PV each month, with S the radiation on
 * the array (south, 30°) in the home's Appendix U region and Z_PV 1 (little or no overshading).
 */
export function sapPvMonthlyKwh(kwp: number, climate: ClimateRegion): number[] {
  return DAYS_IN_MONTH.map((_, month) => 0.8 * kwp * pvPlaneSolarKwhPerM2(climate, month));
}

/** Electricity the PV can serve (SAP 10.2 Appendix M1 D_PV), kWh/yr by end use. */
export interface PvDemand {
  lighting: number;
  appliances: number;
  /** Standard-tariff electric space heating (heat pump, room heaters), spread over October to May. */
  spaceHeating: number;
  /** Pumps, fans and standard-tariff water heating, spread evenly. */
  other: number;
}

const HEATING_DAYS = DAYS_IN_MONTH.reduce((sum, days, m) => sum + (HEATING_MONTHS[m] ? days : 0), 0);

/** Month shares of a year's lighting and appliance use (SAP 10.2 Appendix L, equations L10 and L13, m = 1 for January). */
const LIGHTING_SHARE = DAYS_IN_MONTH.map((days, i) => (1 + 0.5 * Math.cos((2 * Math.PI * (i + 1 - 0.2)) / 12)) * days / 365);
const APPLIANCE_SHARE = DAYS_IN_MONTH.map((days, i) => (1 + 0.157 * Math.cos((2 * Math.PI * (i + 1 - 1.78)) / 12)) * days / 365);

/**
 * Monthly D_PV, kWh: lighting varies as 1 + 0.5 cos(2π(m − 0.2)/12) and appliances as
 * 1 + 0.157 cos(2π(m − 1.78)/12) over the year, heating falls in October to May, the rest evenly.
 */
export function monthlyPvDemandKwh(demand: PvDemand): number[] {
  return DAYS_IN_MONTH.map((days, m) => demand.lighting * LIGHTING_SHARE[m]! + demand.appliances * APPLIANCE_SHARE[m]!
    + (HEATING_MONTHS[m] ? (demand.spaceHeating * days) / HEATING_DAYS : 0) + (demand.other * days) / 365);
}

export interface PvSplit {
  usedOnSite: number;
  exported: number;
  /** What the PV used on site is worth to the rating, kWh at the import price (see `sapPvSplit`). */
  creditedAtImportPrice: number;
}

/**
 * How SAP 10.2 splits PV generation between the dwelling and the grid for the rating (Appendix M1):
 * each month β = min(exp(−C1 (R C2)^C3), D/E) with R = E/D (generation over eligible demand) and
 * C1 = 1.610 − 0.0973 Cbat, C2 = 0.415 − 0.00776 Cbat, C3 = 0.511 + 0.0866 Cbat for a battery of
 * Cbat kWh.
 *
 * The cap (ours): SAP's eligible demand includes appliances and cooking, whose cost the rating never
 * counts, so crediting all the PV used on site at the import price lets a gas- or coal-heated home buy
 * its rating down with electricity the rating never charged it for (a pre-1919 gas terrace went from E
 * to A on solar and a battery alone). Each month the PV used on site is shared among the end uses in
 * proportion to their demand; only the share serving the rating's own electricity (`ratedDemandKwh`:
 * lighting, pumps and fans, electric heating and water) is credited at the import price, the rest at
 * the export price, like the exported part.
 */
export function sapPvSplit(monthlyGenerationKwh: readonly number[], monthlyDemandKwh: readonly number[], batteryKwh: number, ratedDemandKwh: readonly number[] = monthlyDemandKwh): PvSplit {
  const generationKwh = monthlyGenerationKwh.reduce((a, b) => a + b, 0);
  if (generationKwh <= 0) return { usedOnSite: 0, exported: 0, creditedAtImportPrice: 0 };
  const cbat = Math.min(MAX_BATTERY_KWH, Math.max(0, batteryKwh));
  const c1 = 1.61 - 0.0973 * cbat;
  const c2 = 0.415 - 0.00776 * cbat;
  const c3 = 0.511 + 0.0866 * cbat;
  let usedOnSite = 0;
  let creditedAtImportPrice = 0;
  monthlyGenerationKwh.forEach((generation, m) => {
    const demand = monthlyDemandKwh[m]!;
    if (generation <= 0 || demand <= 0) return;
    const beta = Math.min(Math.exp(-c1 * ((generation / demand) * c2) ** c3), demand / generation);
    usedOnSite += beta * generation;
    creditedAtImportPrice += beta * generation * Math.min(1, ratedDemandKwh[m]! / demand);
  });
  return { usedOnSite, exported: generationKwh - usedOnSite, creditedAtImportPrice };
}
