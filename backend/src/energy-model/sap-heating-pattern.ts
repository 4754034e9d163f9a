import { storageControlAdjustmentC } from './heating-system.js';
import type { ModelHome } from './model-home.js';
import { utilisationFactor, type MonthConditions } from './monthly-heat.js';

/** SAP 10.2 Table 9: living area heated to 21 °C, 07:00-09:00 and 16:00-23:00 on weekdays, 07:00-23:00 at weekends. */
const LIVING_AREA_C = 21;
/** Off periods as [hours, days a week]: 7 h and 8 h on five weekdays, 8 h on the two weekend days. */
const OFF_PERIODS: ReadonlyArray<readonly [number, number]> = [[7, 5], [8, 5], [8, 2]];

/**
 * Living area share of the floor by habitable rooms (RdSAP 2009 Table S16, index = rooms). Habitable rooms are
 * not in the profile: bedrooms plus a living room, plus a second reception room in houses (**estimate**).
 */
const LIVING_AREA_FRACTION = [0.75, 0.75, 0.5, 0.3, 0.25, 0.21, 0.18, 0.16, 0.14, 0.13, 0.12, 0.11, 0.1, 0.1, 0.09];

function livingAreaFraction(home: ModelHome): number {
  const rooms = home.bedrooms + (home.builtForm === 'flat' ? 1 : 2);
  return LIVING_AREA_FRACTION[Math.min(rooms, LIVING_AREA_FRACTION.length - 1)]!;
}

/**
 * SAP 10.2 Table 4e: a programmer and room thermostat is control type 1, adding TRVs type 2; without a
 * room thermostat the dwelling runs 0.3 K warmer (temperature adjustment column).
 */
const CONTROL_TYPE: Record<ModelHome['controls'], 1 | 2> = { none: 1, programmer: 1, trvs_no_thermostat: 2, basic: 1, full: 2 };
const CONTROL_ADJUSTMENT_C: Record<ModelHome['controls'], number> = { none: 0.3, programmer: 0.3, trvs_no_thermostat: 0, basic: 0, full: 0 };

/**
 * Heating responsiveness R (SAP 10.2 Table 4a/4d): 1 for radiators and room heaters; storage heaters
 * cool slowly after the charge is spent, 0.25 (**estimate** between SAP's slimline and fan storage rows).
 */
function responsiveness(home: ModelHome): number {
  return home.heating === 'storage_heaters' ? 0.25 : 1;
}

/**
 * Mean temperature of a zone heated to `heatedC` with SAP's off periods (SAP 10.2 Table 9b): the zone
 * cools towards Tsc = (1 − R)(Th − 2) + R(Te + η G / H); an off period of t hours costs
 * 0.5 t² (Th − Tsc) / (24 tc) when t ≤ tc, else (Th − Tsc)(t − 0.5 tc) / 24, with tc = 4 + 0.25 τ.
 */
function zoneMeanC(heatedC: number, conditions: MonthConditions, R: number): number {
  const { lossWPerK, gainsW, externalC, timeConstantH } = conditions;
  const eta = utilisationFactor(gainsW / (lossWPerK * (heatedC - externalC)), timeConstantH);
  const fall = heatedC - ((1 - R) * (heatedC - 2) + R * (externalC + (eta * gainsW) / lossWPerK));
  const coolingHours = 4 + 0.25 * timeConstantH;
  let weeklyDrop = 0;
  for (const [hours, days] of OFF_PERIODS) {
    weeklyDrop += days * (hours <= coolingHours ? (0.5 * hours * hours * fall) / (24 * coolingHours) : (fall * (hours - 0.5 * coolingHours)) / 24);
  }
  return heatedC - weeklyDrop / 7;
}

/**
 * Heating temperature of the rest of the dwelling (SAP 10.2 Table 9), HLP in W/m²K capped at 6.
 * @internal exported for its tests
 */
export function restOfDwellingC(heatLossParameter: number, controls: ModelHome['controls']): number {
  const hlp = Math.min(6, heatLossParameter);
  return CONTROL_TYPE[controls] === 1 ? LIVING_AREA_C - 0.5 * hlp : LIVING_AREA_C - hlp + 0.085 * hlp ** 2;
}

/**
 * Mean internal temperature of a month under SAP's heating pattern (SAP 10.2 Table 9c): the living
 * area at 21 °C, the rest of the dwelling at 21 − 0.5 HLP (control type 1) or 21 − HLP + 0.085 HLP²
 * (types 2-3), each less the drop over its off periods, weighted by the living area fraction.
 */
export function sapMeanInternalC(home: ModelHome, conditions: MonthConditions): number {
  const restC = restOfDwellingC(conditions.lossWPerK / home.floorArea, home.controls);
  const R = responsiveness(home);
  const fLA = livingAreaFraction(home);
  const mean = fLA * zoneMeanC(LIVING_AREA_C, conditions, R) + (1 - fLA) * zoneMeanC(restC, conditions, R);
  return mean + (storageControlAdjustmentC(home) ?? CONTROL_ADJUSTMENT_C[home.controls]);
}
