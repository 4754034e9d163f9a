import { DAYS_IN_MONTH, HEATING_MONTHS, verticalSolarWm2, type ClimateRegion } from './climate.js';

/** RdSAP's thermal mass parameter for existing dwellings, kJ/m²K (medium mass). */
const THERMAL_MASS_KJ_PER_M2K = 250;

export interface MonthlyHeatInputs {
  climate: ClimateRegion;
  /** Fabric and bridging heat loss, W/K. */
  fabricWPerK: number;
  /** Infiltration after shelter, before SAP's wind factor and ventilation floor, air changes an hour. */
  infiltration: number;
  volume: number;
  floorArea: number;
  /** Internal gains (occupants, lighting, appliances, hot water), W, the same every month. */
  internalGainsW: number;
  /** Window area × g × frame, incidence and overshading factors: solar gain W per W/m² of flux. */
  solarApertureM2: number;
}

export interface MonthConditions {
  month: number;
  externalC: number;
  /** Heat transfer coefficient including the month's ventilation, W/K. */
  lossWPerK: number;
  gainsW: number;
  /** Thermal time constant, hours (SAP 10.2 Table 9a). */
  timeConstantH: number;
}

/** SAP 10.2 Table 9a utilisation factor of gains for a given gain/loss ratio and time constant. */
export function utilisationFactor(gainLossRatio: number, timeConstantH: number): number {
  const a = 1 + timeConstantH / 15;
  if (gainLossRatio <= 0) return 1;
  if (Math.abs(gainLossRatio - 1) < 1e-9) return a / (a + 1);
  return (1 - gainLossRatio ** a) / (1 - gainLossRatio ** (a + 1));
}

/**
 * SAP 10.2 section 2, worksheet line (25) for natural ventilation: below one air change an hour the
 * occupants open windows, so the effective rate is 0.5 + 0.5 n², never less than 0.5.
 */
export function naturalVentilationRate(infiltration: number): number {
  return infiltration < 1 ? 0.5 + 0.5 * infiltration * infiltration : infiltration;
}

/** Ventilation W/K in a month: SAP's wind factor (wind / 4, line 22a) then the natural-ventilation floor (line 25). */
function monthlyVentilationWPerK(inputs: MonthlyHeatInputs, month: number): number {
  const rate = naturalVentilationRate(inputs.infiltration * (inputs.climate.windMs[month]! / 4));
  return 0.33 * rate * inputs.volume;
}

function monthConditions(inputs: MonthlyHeatInputs, month: number): MonthConditions {
  const lossWPerK = inputs.fabricWPerK + monthlyVentilationWPerK(inputs, month);
  const gainsW = inputs.internalGainsW + inputs.solarApertureM2 * verticalSolarWm2(inputs.climate, month);
  const timeConstantH = (THERMAL_MASS_KJ_PER_M2K * inputs.floorArea) / (3.6 * lossWPerK);
  return { month, externalC: inputs.climate.externalC[month]!, lossWPerK, gainsW, timeConstantH };
}

/**
 * Useful space heating over the year, kWh: SAP 10.2 section 8's monthly balance,
 * 0.024 × (H (Ti − Te) − η G) × days for October to May, with the mean internal temperature Ti the
 * caller's heating regime gives for each month.
 */
export function annualSpaceHeatingKwh(inputs: MonthlyHeatInputs, internalC: (conditions: MonthConditions) => number): number {
  let total = 0;
  for (let month = 0; month < 12; month++) {
    if (!HEATING_MONTHS[month]) continue;
    const conditions = monthConditions(inputs, month);
    const lossW = conditions.lossWPerK * (internalC(conditions) - conditions.externalC);
    if (lossW <= 0) continue;
    const eta = utilisationFactor(conditions.gainsW / lossW, conditions.timeConstantH);
    total += 0.024 * Math.max(0, lossW - eta * conditions.gainsW) * DAYS_IN_MONTH[month]!;
  }
  return total;
}
