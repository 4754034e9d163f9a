import type { ModelHome } from './model-home.js';

export interface HotWater {
  /** Energy in the water drawn off plus distribution, storage and primary losses, kWh/yr. */
  useful: number;
  /** Share met by the solar water heater, kWh/yr. */
  solar: number;
  /** Heat the heating system must supply, kWh/yr. */
  fromSystem: number;
  /** Losses that warm the house, kWh/yr. */
  gains: number;
}

const CYLINDER_LITRES = 110;
/** SAP table 2: loss factor 0.005 + 1.76/(t + 12.8) kWh/litre/day for a jacket of t mm. */
const LOSS_FACTOR: Record<ModelHome['cylinderInsulation'], number> = {
  none: 0.005 + 1.76 / 12.8,
  thin: 0.005 + 1.76 / (25 + 12.8),
  good: 0.005 + 1.76 / (80 + 12.8),
};
/** SAP volume factor (120/V)^(1/3) and temperature factor 0.6 (cylinder thermostat, separately timed). */
const CYLINDER_FACTOR = Math.cbrt(120 / CYLINDER_LITRES) * 0.6;
/** Share of hot water demand a 3-4 m² solar collector meets (estimate, typical SAP Appendix H result). */
const SOLAR_WATER_FRACTION = 0.5;
/** Hours a day the primary circuit runs hot (SAP table 3, between summer and winter values). */
const PRIMARY_HOURS = 4;

/** Heat a hot water cylinder and the pipework from its boiler lose in a year, kWh (SAP tables 2 and 3). */
export function storedHotWaterLossKwh(home: ModelHome): { storage: number; primary: number } {
  if (!home.hasCylinder) return { storage: 0, primary: 0 };
  const storage = LOSS_FACTOR[home.cylinderInsulation] * CYLINDER_LITRES * CYLINDER_FACTOR * 365;
  const pipeShareInsulated = home.pipesInsulated ? 1 : 0;
  const primary = home.heating !== 'storage_heaters' && home.heating !== 'direct_electric'
    ? 14 * 365 * PRIMARY_HOURS * (0.0091 * pipeShareInsulated + 0.0245 * (1 - pipeShareInsulated))
    : 0;
  return { storage, primary };
}

/** SAP 2012 section 4: daily volume 25N + 36 litres, heated by 37 K on average, 15% distribution loss. */
export function hotWater(home: ModelHome, occupants: number): HotWater {
  const litresPerDay = 25 * occupants + 36;
  const content = (litresPerDay * 4.18 * 37 * 365) / 3600;
  const distribution = 0.15 * content;
  const { storage, primary } = storedHotWaterLossKwh(home);
  const useful = content + distribution + storage + primary;
  const solar = home.solarWater ? SOLAR_WATER_FRACTION * (content + distribution) : 0;
  // SAP counts a quarter of the water's heat and most system losses as gains to the dwelling.
  const gains = 0.25 * 0.85 * content + 0.8 * (distribution + storage + primary);
  return { useful, solar, fromSystem: useful - solar, gains };
}
