import { isBandAtMost } from './age-bands.js';
import { degreeDays } from './climate.js';
import type { Geometry } from './geometry.js';
import type { ModelHome } from './model-home.js';
import { DOOR_U, floorU, roofU, wallU, windowG, windowU } from './u-values.js';

/**
 * Mean whole-house temperature over the heating season with full controls. Lower than SAP's 21 °C
 * living-area set point because heating is intermittent and bedrooms run cooler (measured UK winter
 * means are about 17-18 °C).
 */
export const MEAN_INTERNAL_C = 17.0;
/** Without a room thermostat the house runs warmer (SAP table 4e control types 1-2, rounded up). */
const CONTROL_UPLIFT_C = { none: 1.0, basic: 0.3, full: 0 } as const;
/** Heating-season mean solar irradiance on vertical glazing, all orientations, W/m² (estimate, SAP Appendix U winter months). */
const WINTER_IRRADIANCE_W_M2 = 30;
/** SAP frame factor 0.7, 0.9 for non-normal incidence, average overshading access factor 0.77. */
const SOLAR_FACTOR = 0.7 * 0.9 * 0.77;
/** RdSAP thermal bridging allowance y (W/m²K) for existing homes before band J. */
const Y_BRIDGING = { old: 0.15, recent: 0.11 } as const;

export interface HeatLoss {
  walls: number;
  windows: number;
  doors: number;
  roof: number;
  floor: number;
  bridging: number;
  ventilation: number;
  airChangesPerHour: number;
  total: number;
}

/**
 * Air change rate in the spirit of SAP section 2: structure 0.35 (masonry), window and door gaps 0.25
 * (0 when draught-proofed: SAP's window term falls by 0.2 and sealing doors, letterbox and loft hatch
 * removes the rest), suspended floors 0.2 unsealed / 0.1 sealed, flues and extract fans 0.1,
 * open chimneys in pre-1950 homes 0.1; scaled by shelter (SAP: 1 - 0.075 per sheltered side).
 */
export function airChangesPerHour(home: ModelHome): number {
  const floorExposed = home.builtForm !== 'flat' || home.flatPosition === 'ground';
  let n = 0.35 + (home.draughtProofed ? 0 : 0.25) + 0.1;
  if (floorExposed && home.floorType === 'suspended') n += home.floorInsulated ? 0.1 : 0.2;
  if (isBandAtMost(home.ageBand, 'C') && home.builtForm !== 'flat') n += 0.1;
  const shelteredSides = { detached: 1, bungalow: 1, semi: 2, terrace: 3, flat: 3 }[home.builtForm];
  return n * (1 - 0.075 * shelteredSides);
}

export function heatLoss(home: ModelHome, geo: Geometry): HeatLoss {
  const walls = geo.wallArea * wallU(home.wallConstruction, home.wallInsulated, home.ageBand, home.wallRetrofit);
  const windows = geo.windowArea * windowU(home.glazing);
  const doors = geo.doorArea * DOOR_U;
  const roof = home.loftMm === null ? 0 : geo.roofArea * roofU(home.loftMm);
  const floor = geo.floorArea * floorU(geo.floorArea, geo.exposedPerimeter, home.floorType, home.floorInsulated);
  const exposedArea = geo.wallArea + geo.windowArea + geo.doorArea + (home.loftMm === null ? 0 : geo.roofArea) + geo.floorArea;
  const bridging = exposedArea * (isBandAtMost(home.ageBand, 'I') ? Y_BRIDGING.old : Y_BRIDGING.recent);
  const airChangesPerHourValue = airChangesPerHour(home);
  const ventilation = 0.33 * airChangesPerHourValue * geo.volume;
  return {
    walls, windows, doors, roof, floor, bridging, ventilation,
    airChangesPerHour: airChangesPerHourValue,
    total: walls + windows + doors + roof + floor + bridging + ventilation,
  };
}

export function solarGainsW(home: ModelHome, geo: Geometry): number {
  return geo.windowArea * windowG(home.glazing) * SOLAR_FACTOR * WINTER_IRRADIANCE_W_M2;
}

/**
 * Annual space heating (useful heat, kWh) by the variable-base degree-day method: the base temperature
 * is the internal temperature less the rise that gains alone would sustain.
 */
export function spaceHeatingDemand(home: ModelHome, lossWPerK: number, gainsW: number): number {
  if (lossWPerK <= 0) return 0;
  const internal = MEAN_INTERNAL_C + CONTROL_UPLIFT_C[home.controls];
  const base = internal - gainsW / lossWPerK;
  return (lossWPerK * degreeDays(base) * 24) / 1000;
}
