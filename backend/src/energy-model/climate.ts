/**
 * SAP 10.2 Appendix U climate: monthly mean external temperature (Table U1), wind speed (Table U2),
 * global solar irradiance on a horizontal plane (Table U3) and latitude (Table U4) for the UK average
 * and the 21 regions. SAP 10.2 kept the Appendix U data of SAP 2012 (checked against both editions as
 * tabulated in open-source implementations). The old 2,460 degree-day "standard year" was colder.
 */
export interface ClimateRegion {
  /** SAP's region number; 0 is the UK average. */
  id: number;
  name: string;
  /** °C, January first (Table U1). */
  externalC: readonly number[];
  /** m/s at 10 m (Table U2). */
  windMs: readonly number[];
  /** W/m² on a horizontal plane (Table U3). */
  horizontalSolarWm2: readonly number[];
  /** Degrees north (Table U4). */
  latitude: number;
}

export const DAYS_IN_MONTH: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** SAP's space heating season: June to September count no heating (worksheet line 98). */
export const HEATING_MONTHS: readonly boolean[] = [true, true, true, true, true, false, false, false, false, true, true, true];

const region = (id: number, name: string, latitude: number, externalC: number[], windMs: number[], horizontalSolarWm2: number[]): ClimateRegion =>
  ({ id, name, latitude, externalC, windMs, horizontalSolarWm2 });

const CLIMATE_REGIONS: readonly ClimateRegion[] = [
  region(0, 'UK average', 53.5, [4.3, 4.9, 6.5, 8.9, 11.7, 14.6, 16.6, 16.4, 14.1, 10.6, 7.1, 4.2], [5.1, 5.0, 4.9, 4.4, 4.3, 3.8, 3.8, 3.7, 4.0, 4.3, 4.5, 4.7], [26, 54, 96, 150, 192, 200, 189, 157, 115, 66, 33, 21]),
  region(1, 'Thames', 51.6, [5.1, 5.6, 7.4, 9.9, 13.0, 16.0, 17.9, 17.8, 15.2, 11.6, 8.0, 5.1], [4.2, 4.0, 4.0, 3.7, 3.7, 3.3, 3.4, 3.2, 3.3, 3.5, 3.5, 3.8], [30, 56, 98, 157, 195, 217, 203, 173, 127, 73, 39, 24]),
  region(2, 'South East England', 51.1, [5.0, 5.4, 7.1, 9.5, 12.6, 15.4, 17.4, 17.5, 15.0, 11.7, 8.1, 5.2], [4.8, 4.5, 4.4, 3.9, 3.9, 3.6, 3.7, 3.5, 3.7, 4.0, 4.1, 4.4], [32, 59, 104, 170, 208, 231, 216, 182, 133, 77, 41, 25]),
  region(3, 'Southern England', 50.9, [5.4, 5.7, 7.3, 9.6, 12.6, 15.4, 17.3, 17.3, 15.0, 11.8, 8.4, 5.5], [5.1, 4.7, 4.6, 4.3, 4.3, 4.0, 4.0, 3.9, 4.0, 4.5, 4.4, 4.7], [35, 62, 109, 172, 209, 235, 217, 185, 138, 80, 44, 27]),
  region(4, 'South West England', 50.5, [6.1, 6.4, 7.5, 9.3, 11.9, 14.5, 16.2, 16.3, 14.6, 11.8, 9.0, 6.4], [6.0, 5.6, 5.6, 5.0, 5.0, 4.4, 4.4, 4.3, 4.7, 5.4, 5.5, 5.9], [36, 63, 111, 174, 210, 233, 204, 182, 136, 78, 44, 28]),
  region(5, 'Severn Wales / Severn England', 51.5, [4.9, 5.3, 7.0, 9.3, 12.2, 15.0, 16.7, 16.7, 14.4, 11.1, 7.8, 4.9], [4.9, 4.6, 4.7, 4.3, 4.3, 3.8, 3.8, 3.7, 3.8, 4.3, 4.3, 4.6], [32, 59, 105, 167, 201, 226, 206, 175, 130, 74, 40, 25]),
  region(6, 'Midlands', 52.6, [4.3, 4.8, 6.6, 9.0, 11.8, 14.8, 16.6, 16.5, 14.0, 10.5, 7.1, 4.2], [4.5, 4.5, 4.4, 3.9, 3.8, 3.4, 3.3, 3.3, 3.5, 3.8, 3.9, 4.1], [28, 55, 97, 153, 191, 208, 194, 163, 121, 69, 35, 23]),
  region(7, 'West Pennines Wales / West Pennines England', 53.5, [4.7, 5.2, 6.7, 9.1, 12.0, 14.7, 16.4, 16.3, 14.1, 10.7, 7.5, 4.6], [4.8, 4.7, 4.6, 4.2, 4.1, 3.7, 3.7, 3.7, 3.7, 4.2, 4.3, 4.5], [24, 51, 95, 152, 191, 203, 186, 152, 115, 65, 31, 20]),
  region(8, 'North West England / South West Scotland', 54.6, [3.9, 4.3, 5.6, 7.9, 10.7, 13.2, 14.9, 14.8, 12.8, 9.7, 6.6, 3.7], [5.2, 5.2, 5.0, 4.4, 4.3, 3.9, 3.7, 3.7, 4.1, 4.6, 4.8, 4.7], [23, 51, 95, 157, 200, 203, 194, 156, 113, 62, 30, 19]),
  region(9, 'Borders Scotland / Borders England', 55.2, [4.0, 4.5, 5.8, 7.9, 10.4, 13.3, 15.2, 15.1, 13.1, 9.7, 6.6, 3.7], [5.2, 5.2, 5.0, 4.4, 4.1, 3.8, 3.5, 3.5, 3.9, 4.2, 4.6, 4.7], [23, 50, 92, 151, 200, 196, 187, 153, 111, 61, 30, 18]),
  region(10, 'North East England', 54.4, [4.0, 4.6, 6.1, 8.3, 10.9, 13.8, 15.8, 15.6, 13.5, 10.1, 6.7, 3.8], [5.3, 5.2, 5.0, 4.3, 4.2, 3.9, 3.6, 3.6, 4.1, 4.3, 4.6, 4.8], [25, 51, 95, 152, 196, 198, 190, 156, 115, 64, 32, 20]),
  region(11, 'East Pennines', 53.5, [4.3, 4.9, 6.5, 8.9, 11.7, 14.6, 16.6, 16.4, 14.1, 10.6, 7.1, 4.2], [5.1, 5.0, 4.9, 4.4, 4.3, 3.8, 3.8, 3.7, 4.0, 4.3, 4.5, 4.7], [26, 54, 96, 150, 192, 200, 189, 157, 115, 66, 33, 21]),
  region(12, 'East Anglia', 52.1, [4.7, 5.2, 7.0, 9.5, 12.5, 15.4, 17.6, 17.6, 15.0, 11.4, 7.7, 4.7], [4.9, 4.8, 4.7, 4.2, 4.2, 3.7, 3.8, 3.8, 4.0, 4.2, 4.3, 4.5], [30, 58, 101, 165, 203, 220, 206, 173, 128, 74, 39, 24]),
  region(13, 'Wales', 52.6, [5.0, 5.3, 6.5, 8.5, 11.2, 13.7, 15.3, 15.3, 13.5, 10.7, 7.8, 5.2], [6.5, 6.2, 5.9, 5.2, 5.1, 4.7, 4.5, 4.5, 5.0, 5.7, 6.0, 6.0], [29, 57, 104, 164, 205, 220, 199, 167, 120, 68, 35, 22]),
  region(14, 'West Scotland', 55.9, [4.0, 4.4, 5.6, 7.9, 10.4, 13.0, 14.5, 14.4, 12.5, 9.3, 6.5, 3.8], [6.2, 6.2, 5.9, 5.2, 4.9, 4.7, 4.3, 4.3, 4.9, 5.4, 5.7, 5.4], [19, 46, 88, 148, 196, 193, 185, 150, 101, 55, 25, 15]),
  region(15, 'East Scotland', 56.2, [3.6, 4.0, 5.4, 7.7, 10.1, 12.9, 14.6, 14.5, 12.5, 9.2, 6.1, 3.2], [5.7, 5.8, 5.7, 5.0, 4.8, 4.6, 4.1, 4.1, 4.7, 5.0, 5.2, 5.0], [21, 46, 89, 146, 198, 191, 183, 150, 106, 57, 27, 15]),
  region(16, 'North East Scotland', 57.3, [3.3, 3.6, 5.0, 7.1, 9.3, 12.2, 14.0, 13.9, 12.0, 8.8, 5.7, 2.9], [5.7, 5.8, 5.7, 5.0, 4.6, 4.4, 4.0, 4.1, 4.6, 5.2, 5.3, 5.1], [19, 45, 89, 143, 194, 188, 177, 144, 101, 54, 25, 14]),
  region(17, 'Highland', 57.5, [3.1, 3.2, 4.4, 6.6, 8.9, 11.4, 13.2, 13.1, 11.3, 8.2, 5.4, 2.7], [6.5, 6.8, 6.4, 5.7, 5.1, 5.1, 4.6, 4.5, 5.3, 5.8, 6.1, 5.7], [17, 43, 85, 145, 189, 185, 170, 139, 98, 51, 22, 12]),
  region(18, 'Western Isles', 57.7, [5.2, 5.0, 5.8, 7.6, 9.7, 11.8, 13.4, 13.6, 12.1, 9.6, 7.3, 5.2], [8.3, 8.4, 7.9, 6.6, 6.1, 6.1, 5.6, 5.6, 6.3, 7.3, 7.7, 7.5], [16, 41, 87, 155, 205, 206, 185, 148, 101, 51, 21, 11]),
  region(19, 'Orkney', 59.0, [4.4, 4.2, 5.0, 7.0, 8.9, 11.2, 13.1, 13.2, 11.7, 9.1, 6.6, 4.3], [7.9, 8.3, 7.9, 7.1, 6.2, 6.1, 5.5, 5.6, 6.4, 7.3, 7.8, 7.3], [14, 39, 84, 143, 205, 201, 178, 145, 100, 50, 19, 9]),
  region(20, 'Shetland', 60.1, [4.6, 4.1, 4.7, 6.5, 8.3, 10.5, 12.4, 12.8, 11.4, 8.8, 6.5, 4.6], [9.5, 9.4, 8.7, 7.5, 6.6, 6.4, 5.7, 6.0, 7.2, 8.5, 8.9, 8.5], [12, 34, 79, 135, 196, 190, 168, 144, 90, 46, 16, 7]),
  region(21, 'Northern Ireland', 54.6, [4.8, 5.2, 6.4, 8.4, 10.9, 13.5, 15.0, 14.9, 13.1, 10.0, 7.2, 4.7], [5.4, 5.3, 5.0, 4.7, 4.5, 4.1, 3.9, 3.7, 4.2, 4.6, 5.0, 5.0], [24, 52, 96, 155, 201, 198, 183, 150, 107, 61, 30, 18]),
];

export const UK_AVERAGE_CLIMATE = CLIMATE_REGIONS[0]!;

export function climateRegion(id: number): ClimateRegion {
  return CLIMATE_REGIONS.find((r) => r.id === id) ?? UK_AVERAGE_CLIMATE;
}

/** Solar declination by month, degrees (SAP 10.2 Table U3 note). */
const DECLINATION = [-20.7, -12.8, -1.8, 9.8, 18.8, 23.1, 21.2, 13.7, 2.9, -8.7, -18.4, -23.0];
type UConstants = readonly [number, number, number, number, number, number, number, number, number];
/** Table U5 constants k1-k9 for east/west and for south facing surfaces. */
const K_EAST_WEST: UConstants = [1.44, -2.36, 1.07, -0.514, 1.89, -1.64, -0.542, -0.757, 0.604];
const K_SOUTH: UConstants = [-0.66, -0.106, 2.93, 3.63, -0.374, -7.4, -2.71, -0.991, 4.59];

/**
 * Monthly solar flux on a surface, W/m² (SAP 10.2 Appendix U3.2: S = S_h × (A cos²(φ−δ) + B cos(φ−δ)
 * + C), with A, B, C from the Table U5 constants and the sine of half the tilt, φ the region's latitude
 * and δ the month's declination).
 */
function surfaceSolarWm2(climate: ClimateRegion, month: number, k: UConstants, tiltDeg: number): number {
  const [k1, k2, k3, k4, k5, k6, k7, k8, k9] = k;
  const s = Math.sin((tiltDeg * Math.PI) / 360);
  const a = k1 * s ** 3 + k2 * s ** 2 + k3 * s;
  const b = k4 * s ** 3 + k5 * s ** 2 + k6 * s;
  const c = k7 * s ** 3 + k8 * s ** 2 + k9 * s + 1;
  const cosZenith = Math.cos(((climate.latitude - DECLINATION[month]!) * Math.PI) / 180);
  return climate.horizontalSolarWm2[month]! * (a * cosZenith ** 2 + b * cosZenith + c);
}

/**
 * Monthly solar flux on a vertical window, W/m². Window orientation is not in the profile, so every
 * window is taken as facing east or west, the middle of the range (**estimate**).
 */
export function verticalSolarWm2(climate: ClimateRegion, month: number): number {
  return VERTICAL_SOLAR[climate.id]![month]!;
}

/**
 * Monthly solar radiation on a PV array, kWh/m²: facing south at a 30° pitch, SAP's usual assumption
 * for a pitched roof (the array's orientation is not in the profile; **estimate**).
 */
export function pvPlaneSolarKwhPerM2(climate: ClimateRegion, month: number): number {
  return PV_PLANE_SOLAR[climate.id]![month]!;
}

// Fixed by region and month, so worked out once rather than on every model run.
const byRegionAndMonth = (flux: (climate: ClimateRegion, month: number) => number): readonly (readonly number[])[] =>
  CLIMATE_REGIONS.map((climate) => DAYS_IN_MONTH.map((_, month) => flux(climate, month)));
const VERTICAL_SOLAR = byRegionAndMonth((climate, month) => surfaceSolarWm2(climate, month, K_EAST_WEST, 90));
const PV_PLANE_SOLAR = byRegionAndMonth((climate, month) => (surfaceSolarWm2(climate, month, K_SOUTH, 30) * 24 * DAYS_IN_MONTH[month]!) / 1000);
