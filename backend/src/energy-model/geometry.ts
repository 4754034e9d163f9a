import type { BuiltForm, ModelHome } from './model-home.js';

/** Gross storey height including the floor zone, m (RdSAP default room height 2.45 m + floor). */
const STOREY_HEIGHT_M = 2.6;
/** Ventilated volume uses the room height only. */
const ROOM_HEIGHT_M = 2.5;
/** Window area as a share of floor area, close to RdSAP table S4 for a 90 m² 1950-66 house (about 17 m²). */
const WINDOW_TO_FLOOR_RATIO = 0.18;
const DOOR_AREA_M2 = 1.85;

/**
 * A flat of unknown floor is taken as the average flat of a three-storey block: a third of flats lie
 * under the roof and a third on the ground (**estimate**; the English Housing Survey finds most flats in
 * low-rise blocks). Assuming a middle floor left out roof and floor losses most flats have.
 */
const UNKNOWN_FLAT_EXPOSURE = 1 / 3;

/**
 * Share of the footprint whose roof, or ground floor, loses heat from this dwelling.
 * @internal exported for its tests
 */
export function roofExposure(home: ModelHome): number {
  if (home.builtForm !== 'flat' || home.flatPosition === 'top') return 1;
  return home.flatPosition === 'unknown' ? UNKNOWN_FLAT_EXPOSURE : 0;
}

export function groundFloorExposure(home: ModelHome): number {
  if (home.builtForm !== 'flat' || home.flatPosition === 'ground') return 1;
  return home.flatPosition === 'unknown' ? UNKNOWN_FLAT_EXPOSURE : 0;
}

/** Walls lost to party walls: a plan taken as square, with this many of its four sides exposed. */
const EXPOSED_SIDES: Record<BuiltForm, number> = { detached: 4, bungalow: 4, semi: 3, terrace: 2, flat: 2 };

/** Houses up to this floor area have two storeys; from here the share of larger homes with a third storey grows. */
const TWO_STOREY_UP_TO_M2 = 150;
const THREE_STOREYS_FROM_M2 = 250;

/**
 * Bungalows and flats have one storey, houses two, rising smoothly to three between 150 and 250 m²
 * (**estimate**: the mean storey count of large houses, some of which have a third floor or a room in
 * the roof). A fractional mean keeps heat loss continuous in floor area: a fixed step at 200 m² added
 * about 2,000 kWh between 199 and 201 m².
 * @internal exported for its tests
 */
export function storeysFor(form: BuiltForm, floorArea: number): number {
  if (form === 'flat' || form === 'bungalow') return 1;
  const share = (floorArea - TWO_STOREY_UP_TO_M2) / (THREE_STOREYS_FROM_M2 - TWO_STOREY_UP_TO_M2);
  return 2 + Math.min(1, Math.max(0, share));
}

export interface Geometry {
  storeys: number;
  footprint: number;
  exposedPerimeter: number;
  wallArea: number;
  windowArea: number;
  doorArea: number;
  roofArea: number;
  floorArea: number;
  volume: number;
}

export function geometryOf(home: ModelHome): Geometry {
  const storeys = storeysFor(home.builtForm, home.floorArea);
  const footprint = home.floorArea / storeys;
  const side = Math.sqrt(footprint);
  const exposedPerimeter = side * EXPOSED_SIDES[home.builtForm];
  const grossWall = exposedPerimeter * storeys * STOREY_HEIGHT_M;
  const windowArea = Math.min(WINDOW_TO_FLOOR_RATIO * home.floorArea, grossWall * 0.4);
  const doorArea = home.builtForm === 'flat' ? 0 : DOOR_AREA_M2;
  return {
    storeys,
    footprint,
    exposedPerimeter,
    wallArea: Math.max(0, grossWall - windowArea - doorArea),
    windowArea,
    doorArea,
    roofArea: roofExposure(home) * footprint,
    floorArea: groundFloorExposure(home) * footprint,
    volume: home.floorArea * ROOM_HEIGHT_M,
  };
}

/** SAP 2012 occupancy from floor area (Table 1b), used for hot water, appliances and gains. */
export function occupants(floorArea: number): number {
  if (floorArea <= 13.9) return 1;
  const x = floorArea - 13.9;
  return 1 + 1.76 * (1 - Math.exp(-0.000349 * x * x)) + 0.0013 * x;
}
