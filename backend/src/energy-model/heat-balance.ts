import { isBandAtMost } from './age-bands.js';
import { climateRegion } from './climate.js';
import { groundFloorExposure, type Geometry } from './geometry.js';
import { storageControlAdjustmentC } from './heating-system.js';
import type { ModelHome } from './model-home.js';
import { annualSpaceHeatingKwh, naturalVentilationRate, type MonthlyHeatInputs } from './monthly-heat.js';
import { sapMeanInternalC } from './sap-heating-pattern.js';
import type { HeatingControls } from './types.js';
import { DOOR_U, floorU, mixedWallU, roofU, windowG, windowU } from './u-values.js';

/**
 * Mean whole-house temperature over the heating season for bills. Lower than SAP's pattern (21 °C
 * living area, about 18-19 °C on average) because heating is partial and bedrooms run cooler
 * (measured UK winter means are about 17-18 °C). The rating uses SAP's pattern instead.
 */
export const MEAN_INTERNAL_C = 17.0;
/**
 * Without a room thermostat the house runs warmer (SAP table 4e control types 1-2, rounded up); a
 * programmer at least turns it off between heating periods, and TRVs hold each room's temperature
 * (estimates between SAP's steps).
 */
const CONTROL_UPLIFT_C: Record<HeatingControls, number> = { none: 1.0, programmer: 0.6, trvs_no_thermostat: 0.3, basic: 0.3, full: 0 };
/** RdSAP 2009 Table S6 band F: a cavity left empty where its age band's default is filled or partly filled. */
const EMPTY_CAVITY_U = 1.0;
/** SAP frame factor 0.7, 0.9 for non-normal incidence, average overshading access factor 0.77. */
const SOLAR_FACTOR = 0.7 * 0.9 * 0.77;
/**
 * Thermal bridging allowance y (W/m²K of exposed area): RdSAP's 0.15 for existing homes up to band I and
 * 0.11 after. Solid wall insulation added to a home leaves its junctions (party-wall returns, floor
 * joists, window reveals, the ground floor) bridging the new layer, so a retrofitted home takes SAP 10's
 * default for junctions whose details are not known, 0.20 (SAP 10 Appendix K, raised from 0.15).
 */
const Y_BRIDGING = { old: 0.15, recent: 0.11, retrofitWall: 0.2 } as const;

/** @internal exported for its tests */
export function bridgingY(home: ModelHome): number {
  if (home.wallRetrofit) return Y_BRIDGING.retrofitWall;
  return isBandAtMost(home.ageBand, 'I') ? Y_BRIDGING.old : Y_BRIDGING.recent;
}

export interface HeatLoss {
  walls: number;
  windows: number;
  doors: number;
  roof: number;
  floor: number;
  bridging: number;
  /** Ventilation at the climate's mean wind speed, after SAP's floor, W/K. */
  ventilation: number;
  /** Infiltration after shelter, before wind and the ventilation floor. */
  infiltration: number;
  total: number;
}

/**
 * Infiltration in the spirit of SAP section 2: structure 0.35 (masonry), window and door gaps 0.25
 * (0 when draught-proofed: SAP's window term falls by 0.2 and sealing doors, letterbox and loft hatch
 * removes the rest), suspended floors 0.2 unsealed / 0.1 sealed, flues and extract fans 0.1,
 * open chimneys in pre-1950 homes 0.1 (flats too: mansion blocks and converted houses kept their flues); scaled by shelter (SAP: 1 - 0.075 per sheltered side).
 */
function infiltrationRate(home: ModelHome): number {
  let n = 0.35 + (home.draughtProofed ? 0 : 0.25) + 0.1;
  if (home.floorType === 'suspended') n += groundFloorExposure(home) * (home.floorInsulated ? 0.1 : 0.2);
  if (isBandAtMost(home.ageBand, 'C')) n += 0.1;
  const shelteredSides = { detached: 1, bungalow: 1, semi: 2, terrace: 3, flat: 3 }[home.builtForm];
  return n * (1 - 0.075 * shelteredSides);
}

/** Effective air changes an hour at the climate's mean wind speed (SAP lines 22a-25). */
function airChangesPerHour(home: ModelHome): number {
  const wind = climateRegion(home.climateRegionId).windMs;
  const meanWind = wind.reduce((a, b) => a + b, 0) / wind.length;
  return naturalVentilationRate(infiltrationRate(home) * (meanWind / 4));
}

export function heatLoss(home: ModelHome, geo: Geometry): HeatLoss {
  const asBuiltU = mixedWallU(home.wallConstruction, home.wallInsulated, home.ageBandMix, home.wallRetrofit);
  const knownEmpty = home.wallConstruction === 'cavity' && !home.wallInsulated && home.cavityKnownEmpty;
  const walls = geo.wallArea * (knownEmpty ? Math.max(asBuiltU, EMPTY_CAVITY_U) : asBuiltU);
  const windows = geo.windowArea * windowU(home.glazing);
  const doors = geo.doorArea * DOOR_U;
  const roof = home.loftMm === null ? 0 : geo.roofArea * roofU(home.loftMm);
  // The floor's U-value belongs to the whole footprint; a flat of unknown floor loses a share of it.
  const floor = geo.floorArea * floorU(geo.footprint, geo.exposedPerimeter, home.floorType, home.floorInsulated);
  const exposedArea = geo.wallArea + geo.windowArea + geo.doorArea + (home.loftMm === null ? 0 : geo.roofArea) + geo.floorArea;
  const bridging = exposedArea * bridgingY(home);
  const ventilation = 0.33 * airChangesPerHour(home) * geo.volume;
  return {
    walls, windows, doors, roof, floor, bridging, ventilation,
    infiltration: infiltrationRate(home),
    total: walls + windows + doors + roof + floor + bridging + ventilation,
  };
}

/** Solar gain in W per W/m² of flux on the windows: area × g⊥ (SAP table 6b) × frame, incidence and overshading. */
function solarApertureM2(home: ModelHome, geo: Geometry): number {
  return geo.windowArea * windowG(home.glazing) * SOLAR_FACTOR;
}

export function monthlyInputs(home: ModelHome, geo: Geometry, loss: HeatLoss, internalGainsW: number): MonthlyHeatInputs {
  return {
    climate: climateRegion(home.climateRegionId),
    fabricWPerK: loss.total - loss.ventilation,
    infiltration: loss.infiltration,
    volume: geo.volume,
    floorArea: home.floorArea,
    internalGainsW,
    solarApertureM2: solarApertureM2(home, geo),
  };
}

/** Useful space heating for bills, kWh: the home at the measured mean temperature, SAP's monthly balance. */
export function billSpaceHeatingKwh(home: ModelHome, inputs: MonthlyHeatInputs): number {
  const internal = MEAN_INTERNAL_C + (storageControlAdjustmentC(home) ?? CONTROL_UPLIFT_C[home.controls]);
  return annualSpaceHeatingKwh(inputs, () => internal);
}

/** Useful space heating for the rating, kWh: SAP 10.2's heating pattern and mean internal temperature. */
export function ratingSpaceHeatingKwh(home: ModelHome, inputs: MonthlyHeatInputs): number {
  return annualSpaceHeatingKwh(inputs, (conditions) => sapMeanInternalC(home, conditions));
}
