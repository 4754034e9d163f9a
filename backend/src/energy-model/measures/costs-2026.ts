import type { Geometry } from '../geometry.js';
import { heatLoss } from '../heat-balance.js';
import type { BuiltForm, ModelHome } from '../model-home.js';
import { range, type CostRange } from './measure.js';

/**
 * Installed costs of 2026 (unsubsidised, incl. VAT), from the Energy Saving Trust's pages of May and
 * June 2026, the Boiler Upgrade Scheme's 2025/26 statistics and DESNZ's 2025/26 solar PV cost data.
 * Each is a secondary copy (transcribed in a public repository, S-code) and says so. A typical figure
 * is shown as a range of ±15 % (estimate: surveys, access and materials vary).
 */
const SPREAD = 0.15;
const around = (typical: number): CostRange => range(typical * (1 - SPREAD), typical * (1 + SPREAD));

const EST_2026 = 'Energy Saving Trust, typical installed costs';
const SECONDARY = 'as quoted in the retrofitplanner.co.uk site source (secondary)';

/** EST, page updated 8 May 2026: cavity wall insulation by house type (a flat is EST's mid-floor flat). */
const CAVITY_GBP: Record<BuiltForm, number> = { detached: 3900, semi: 2200, terrace: 1100, bungalow: 1700, flat: 950 };
export const CAVITY_COST_SOURCE = `${EST_2026}, 8 May 2026: cavity wall detached £3,900, semi £2,200, mid-terrace £1,100, detached bungalow £1,700, mid-floor flat £950, ${SECONDARY}; the range is ±15% (estimate)`;
export const cavityCost = (home: ModelHome): CostRange => around(CAVITY_GBP[home.builtForm]);

/** EST, 8 May 2026: loft insulation 0 to 270 mm and a top-up from 120 mm; a top-floor flat is costed as a mid-terrace (estimate). */
const LOFT_GBP: Record<BuiltForm, number> = { detached: 1100, semi: 750, terrace: 650, bungalow: 1200, flat: 650 };
const LOFT_TOP_UP_GBP: Record<BuiltForm, number> = { detached: 800, semi: 600, terrace: 500, bungalow: 800, flat: 500 };
export const LOFT_COST_SOURCE = `${EST_2026}, 8 May 2026: loft 0-270 mm detached £1,100, semi £750, mid-terrace £650, detached bungalow £1,200; top-up 120-270 mm £800, £600, £500, £800, ${SECONDARY}; a flat as a mid-terrace and the ±15% range are estimates`;
export const loftCost = (home: ModelHome): CostRange => around(LOFT_GBP[home.builtForm]);
export const loftTopUpCost = (home: ModelHome): CostRange => around(LOFT_TOP_UP_GBP[home.builtForm]);

/**
 * EST, page updated 18 June 2026: about £12,000 internal and £15,000 external for a typical install.
 * Scaled by the home's wall area against a typical semi's 75 m² of solid wall (derived; clamped to
 * half and twice the typical cost).
 */
const SOLID_WALL_GBP = { internal: 12_000, external: 15_000 } as const;
const TYPICAL_WALL_M2 = 75;
export const SOLID_WALL_COST_SOURCE = `${EST_2026}, 18 June 2026: solid wall about £12,000 internal, £15,000 external for a typical install, ${SECONDARY}; scaled by wall area against 75 m² (derived) with a ±15% range (estimate)`;
export const solidWallCost = (side: keyof typeof SOLID_WALL_GBP, geo: Geometry): CostRange =>
  around(SOLID_WALL_GBP[side] * Math.min(2, Math.max(0.5, geo.wallArea / TYPICAL_WALL_M2)));

/** EST, page updated 19 May 2026: suspended timber floors £1,400-2,500 by house type; the semi's middle figure is derived. */
const FLOOR_GBP: Record<BuiltForm, number> = { detached: 2500, semi: 1950, terrace: 1400, bungalow: 2500, flat: 1400 };
export const FLOOR_COST_SOURCE = `${EST_2026}, 19 May 2026: suspended timber floor insulation £1,400 (mid-terrace) to £2,500 (detached, bungalow), ${SECONDARY}; a semi's £1,950 is the middle (derived), the ±15% range an estimate`;
export const floorCost = (home: ModelHome): CostRange => around(FLOOR_GBP[home.builtForm]);

/**
 * The Boiler Upgrade Scheme's 2025/26 median installed cost of an air source heat pump by size (DESNZ
 * BUS statistics, Aug 2026, Table A1.3A), before the grant; the range is the Q2 2026 quartiles'
 * spread about their median (£11,128 and £15,627 against £12,908: ×0.86 to ×1.21, derived).
 */
const HEAT_PUMP_MEDIAN_BY_KW: ReadonlyArray<readonly [number, number]> = [[6, 11_494], [8, 12_164], [10, 12_686], [12, 13_943], [14, 15_365]];
const QUARTILE_SPREAD = { low: 11_128 / 12_908, high: 15_627 / 12_908 } as const;
/** 20 °C inside on a -3 °C design day (estimate; the verdict uses the postcode's own design day). */
const SIZING_DELTA_K = 23;
export const HEAT_PUMP_COST_SOURCE =
  'DESNZ Boiler Upgrade Scheme statistics (Aug 2026), 2025/26 median installed cost by size: 4-6 kW £11,494, 6-8 kW £12,164, 8-10 kW £12,686, 10-12 kW £13,943, 12-14 kW £15,365 (n = 30,590, median £13,021); range from the Q2 2026 quartiles £11,128-£15,627 (derived); secondary copy';

/** The heat pump's size for the home as it will be (after the plan's insulation), kW. */
const heatPumpSizeKw = (home: ModelHome, geo: Geometry) => Math.max(4, Math.ceil((heatLoss(home, geo).total * SIZING_DELTA_K) / 1000));

/** The installed cost before any grant, by size; above 14 kW the 12-14 kW median per kW. */
export function heatPumpCostBeforeGrant(home: ModelHome, geo: Geometry): { min: number; max: number } {
  const kw = heatPumpSizeKw(home, geo);
  const band = HEAT_PUMP_MEDIAN_BY_KW.find(([upTo]) => kw <= upTo);
  const median = band ? band[1] : (15_365 / 13) * kw;
  return { min: median * QUARTILE_SPREAD.low, max: median * QUARTILE_SPREAD.high };
}

/** DESNZ Solar PV cost data, 2025/26: median £1,780 per kW for 0-4 kW installs (used for every size; no larger band found). */
export const PV_GBP_PER_KWP = 1780;
export const PV_COST_SOURCE = 'DESNZ Solar PV cost data, 2025/26 (MCS installations): median £1,780 per kW up to 4 kW, secondary copy; used for larger systems too (estimate)';
