import type { BuiltForm, ModelHome } from './model-home.js';

/** Gross storey height including the floor zone, m (RdSAP default room height 2.45 m + floor). */
export const STOREY_HEIGHT_M = 2.6;
/** Ventilated volume uses the room height only. */
export const ROOM_HEIGHT_M = 2.5;
/** Window area as a share of floor area, close to RdSAP table S4 for a 90 m² 1950-66 house (about 17 m²). */
export const WINDOW_TO_FLOOR_RATIO = 0.18;
export const DOOR_AREA_M2 = 1.85;

/** Walls lost to party walls: a plan taken as square, with this many of its four sides exposed. */
const EXPOSED_SIDES: Record<BuiltForm, number> = { detached: 4, bungalow: 4, semi: 3, terrace: 2, flat: 2 };

/** Houses get two storeys (three when large); bungalows and flats one. */
export function storeysFor(form: BuiltForm, floorArea: number): number {
  if (form === 'flat' || form === 'bungalow') return 1;
  return floorArea > 200 ? 3 : 2;
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
  const roofExposed = home.builtForm !== 'flat' || home.flatPosition === 'top';
  const floorExposed = home.builtForm !== 'flat' || home.flatPosition === 'ground';
  return {
    storeys,
    footprint,
    exposedPerimeter,
    wallArea: Math.max(0, grossWall - windowArea - doorArea),
    windowArea,
    doorArea,
    roofArea: roofExposed ? footprint : 0,
    floorArea: floorExposed ? footprint : 0,
    volume: home.floorArea * ROOM_HEIGHT_M,
  };
}

/** SAP 2012 occupancy from floor area (Table 1b), used for hot water, appliances and gains. */
export function occupants(floorArea: number): number {
  if (floorArea <= 13.9) return 1;
  const x = floorArea - 13.9;
  return 1 + 1.76 * (1 - Math.exp(-0.000349 * x * x)) + 0.0013 * x;
}
