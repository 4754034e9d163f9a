import type { HeatingFuel, HeatingSystem } from './options.js';

/** The fuels, other than mains gas and electricity, whose yearly use a household can give from its bills or deliveries. */
export type MeteredHeatingFuel = 'oil' | 'lpg' | 'coal' | 'wood';

/** How each fuel is named in the question and its messages. */
export const METERED_FUEL_WORDS: Record<MeteredHeatingFuel, string> = { oil: 'oil', lpg: 'LPG', coal: 'coal or smokeless fuel', wood: 'wood' };

/**
 * The yearly use the energy-use box can cover for one heating fuel, as the household buys it: the
 * energy in one unit (gross calorific value, as fuel prices per kWh are quoted) and the source of
 * that figure (docs/energy-model.md, "Fuel bought by the litre, kilo or bag").
 */
export interface FuelUseUnit {
  value: string;
  fuel: MeteredHeatingFuel;
  label: string;
  /** One unit, as "per ..." reads it. */
  per: string;
  kwhPerUnit: number;
}

const KWH_PER = {
  oilLitre: 10.35,
  lpgLitre: 7.1,
  lpgKg: 13.7,
  coalKg: 8.6,
  logKg: 4.1,
  pelletKg: 4.8,
} as const;
/** The usual sizes sold: coal in 25 kg bags, pellets in 15 kg bags. */
const BAG_KG = { coal: 25, pellets: 15 } as const;

const inKwh = (fuel: MeteredHeatingFuel): FuelUseUnit => ({ value: `${fuel}_kwh`, fuel, label: 'kWh', per: 'kWh', kwhPerUnit: 1 });

export const FUEL_USE_UNITS = [
  { value: 'oil_litres', fuel: 'oil', label: 'litres', per: 'litre', kwhPerUnit: KWH_PER.oilLitre },
  inKwh('oil'),
  { value: 'lpg_litres', fuel: 'lpg', label: 'litres (tank)', per: 'litre', kwhPerUnit: KWH_PER.lpgLitre },
  { value: 'lpg_kg', fuel: 'lpg', label: 'kg (bottles)', per: 'kg', kwhPerUnit: KWH_PER.lpgKg },
  inKwh('lpg'),
  { value: 'coal_bags', fuel: 'coal', label: `${BAG_KG.coal} kg bags`, per: `${BAG_KG.coal} kg bag`, kwhPerUnit: BAG_KG.coal * KWH_PER.coalKg },
  { value: 'coal_kg', fuel: 'coal', label: 'kg', per: 'kg', kwhPerUnit: KWH_PER.coalKg },
  inKwh('coal'),
  { value: 'wood_logs_kg', fuel: 'wood', label: 'kg of seasoned logs', per: 'kg', kwhPerUnit: KWH_PER.logKg },
  { value: 'wood_pellet_bags', fuel: 'wood', label: `${BAG_KG.pellets} kg bags of pellets`, per: `${BAG_KG.pellets} kg bag`, kwhPerUnit: BAG_KG.pellets * KWH_PER.pelletKg },
  { value: 'wood_pellets_kg', fuel: 'wood', label: 'kg of pellets', per: 'kg', kwhPerUnit: KWH_PER.pelletKg },
  inKwh('wood'),
] as const satisfies readonly FuelUseUnit[];

export type FuelUseUnitValue = (typeof FUEL_USE_UNITS)[number]['value'];

/**
 * The most a home may use in a year, in kWh, as for gas: several times the highest typical use, so
 * only a slip is refused. Each unit's ceiling is this in its own terms, to two figures.
 */
const MAX_YEARLY_KWH = 100_000;

/** The largest round number (two significant figures) not over `value`. */
function roundDownToTwoFigures(value: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.floor(value / scale) * scale;
}

export const unitsOfFuel = (fuel: MeteredHeatingFuel) => FUEL_USE_UNITS.filter((unit) => unit.fuel === fuel);

export const fuelUseUnit = (value: string | null | undefined): FuelUseUnit | undefined => FUEL_USE_UNITS.find((unit) => unit.value === value);

/** The most of `unit` a home may give as its year's use. */
export const maxFuelUse = (unit: FuelUseUnit) => roundDownToTwoFigures(MAX_YEARLY_KWH / unit.kwhPerUnit);

/** A year's use in `unit` as kWh of fuel, or null when either is not given. */
export function fuelUseKwh(amount: number | null | undefined, unit: string | null | undefined): number | null {
  const known = fuelUseUnit(unit);
  return known && amount ? Math.round(amount * known.kwhPerUnit) : null;
}

/**
 * The fuel, besides mains gas and electricity, that the home's heating burns: an oil boiler's oil,
 * or what an 'Other' heating burns when the household said. Null for any other heating, and for an
 * 'Other' whose fuel is not known.
 */
export function meteredHeatingFuel(heatingSystem: HeatingSystem | string | null, heatingFuel: HeatingFuel | string | null): MeteredHeatingFuel | null {
  if (heatingSystem === 'Oil boiler') return 'oil';
  if (heatingSystem !== 'Other') return null;
  return heatingFuel === 'lpg' || heatingFuel === 'coal' || heatingFuel === 'wood' ? heatingFuel : null;
}
