import { ageBandIndex } from './age-bands.js';
import type { AgeBand, FloorType, GlazingType, WallConstruction } from './types.js';

/**
 * Default U-values (W/m²K) from RdSAP 2009 table S6 (England & Wales), bands A-K. Bands L and M are
 * not in that table: we use 0.28, the 2010 Building Regulations limiting value for new walls.
 */
const WALL_U: Record<`${WallConstruction}:${'asBuilt' | 'insulated'}`, readonly number[]> = {
  //                  A     B     C     D     E     F     G     H     I     J     K     L     M
  'solid:asBuilt': [2.1, 2.1, 2.1, 2.1, 1.7, 1.0, 0.6, 0.6, 0.45, 0.35, 0.3, 0.28, 0.28],
  'solid:insulated': [0.6, 0.6, 0.6, 0.6, 0.55, 0.45, 0.35, 0.35, 0.3, 0.25, 0.21, 0.21, 0.21],
  'cavity:asBuilt': [2.1, 1.6, 1.6, 1.6, 1.6, 1.0, 0.6, 0.6, 0.45, 0.35, 0.3, 0.28, 0.28],
  'cavity:insulated': [0.5, 0.5, 0.5, 0.5, 0.5, 0.4, 0.35, 0.35, 0.45, 0.35, 0.3, 0.28, 0.28],
};

/**
 * Solid wall insulation as a retrofit assessor lodges it: the layer added in series with the wall as
 * built, U = 1 / (1/U₀ + R), RdSAP's treatment of a wall with added insulation of known thickness. The
 * layer is 100 mm at λ 0.04 W/mK (mineral wool or EPS boards, the usual external or internal system;
 * **estimate** of a typical install), R 2.5 m²K/W: a 2.1 W/m²K brick wall becomes about 0.34, in the
 * 0.30-0.35 range of Part L's renovated-wall standard, never the 0.18-0.26 of a new-build wall.
 */
const RETROFIT_WALL_INSULATION_R = 0.1 / 0.04;

/** @internal exported for its tests */
export function wallU(construction: WallConstruction, insulated: boolean, band: AgeBand, retrofitSolid = false): number {
  if (construction === 'solid' && insulated && retrofitSolid) {
    return 1 / (1 / WALL_U['solid:asBuilt'][ageBandIndex(band)]! + RETROFIT_WALL_INSULATION_R);
  }
  return WALL_U[`${construction}:${insulated ? 'insulated' : 'asBuilt'}`][ageBandIndex(band)]!;
}

/** RdSAP roof U by loft insulation thickness (mm → U), interpolated between rows. */
const LOFT_U: ReadonlyArray<readonly [number, number]> = [
  [0, 2.3], [12, 1.5], [25, 1.0], [50, 0.68], [75, 0.5], [100, 0.4], [150, 0.29], [200, 0.2], [250, 0.16], [300, 0.13],
];

/** Wall U of a home whose year-built option spans several RdSAP bands: the weighted mean of the bands' values. */
export function mixedWallU(construction: WallConstruction, insulated: boolean, mix: ReadonlyArray<readonly [AgeBand, number]>, retrofitSolid = false): number {
  return mix.reduce((sum, [band, weight]) => sum + weight * wallU(construction, insulated, band, retrofitSolid), 0);
}

export function roofU(loftMm: number): number {
  if (loftMm <= 0) return LOFT_U[0]![1];
  for (let i = 1; i < LOFT_U.length; i++) {
    const [mm, u] = LOFT_U[i]!;
    if (loftMm <= mm) {
      const [mm0, u0] = LOFT_U[i - 1]!;
      return u0 + ((u - u0) * (loftMm - mm0)) / (mm - mm0);
    }
  }
  return LOFT_U[LOFT_U.length - 1]![1];
}

/**
 * Window U before the curtain adjustment: single 4.8 and pre-2002 double 3.1 (RdSAP); double glazing from
 * 2002 on 2.0 (RdSAP); a new A/B-rated unit 1.4 (typical of the window energy rating B band).
 */
const WINDOW_U: Record<GlazingType, number> = { single: 4.8, double: 3.1, double_post_2002: 2.0, new_double: 1.4 };

/** Normal-incidence solar transmittance g⊥ (SAP table 6b). */
const WINDOW_G: Record<GlazingType, number> = { single: 0.85, double: 0.76, double_post_2002: 0.72, new_double: 0.63 };

/** SAP applies 1/(0.04 + 1/U) to windows for the effect of curtains. */
export function windowU(glazing: GlazingType): number {
  return 1 / (0.04 + 1 / WINDOW_U[glazing]);
}

export function windowG(glazing: GlazingType): number {
  return WINDOW_G[glazing];
}

export const DOOR_U = 3.0;

/**
 * Ground floor U after BS EN ISO 13370 as simplified in SAP/RdSAP: soil λ 1.5 W/mK, wall thickness 0.3 m.
 * An insulated floor gets R 2.5 m²K/W (about 100 mm of mineral wool). Suspended floors add a small
 * resistance for the void but also lose heat through it; we take them equal to solid plus 10%, close
 * to RdSAP's suspended-floor results for typical sizes.
 */
export function floorU(area: number, exposedPerimeter: number, type: FloorType, insulated: boolean): number {
  if (area <= 0 || exposedPerimeter <= 0) return 0;
  const lambda = 1.5;
  const insulationR = insulated ? 2.5 : 0;
  const bPrime = (2 * area) / exposedPerimeter;
  const dt = 0.3 + lambda * (0.17 + insulationR + 0.04);
  const uSolid = dt < Math.PI * bPrime
    ? ((2 * lambda) / (Math.PI * bPrime + dt)) * Math.log((Math.PI * bPrime) / dt + 1)
    : lambda / (0.457 * bPrime + dt);
  return type === 'suspended' && !insulated ? uSolid * 1.1 : uSolid;
}
