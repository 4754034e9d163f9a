import type { FuelUseUnitValue } from '@warmwise/common';

/** A yearly figure as the household gave it from its bills or deliveries, before it is turned into kWh. */
export interface FuelUseAsGiven {
  amount: number;
  /** One of the energy-use box's units (FUEL_USE_UNITS), e.g. 'oil_litres'. */
  unit: string;
}

const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** '12,420 kWh'. */
export const kwh = (value: number) => `${Math.round(value).toLocaleString('en-GB')} kWh`;

/** Each unit a fuel is bought in, as a figure in it reads; a figure given in kWh needs no other words. */
const IN_THEIR_WORDS: Partial<Record<FuelUseUnitValue, (amount: string) => string>> = {
  oil_litres: (amount) => `${amount} litres of oil`,
  lpg_litres: (amount) => `${amount} litres of LPG`,
  lpg_kg: (amount) => `${amount} kg of LPG`,
  coal_bags: (amount) => `${amount} bags of coal or smokeless fuel (25 kg each)`,
  coal_kg: (amount) => `${amount} kg of coal or smokeless fuel`,
  wood_logs_kg: (amount) => `${amount} kg of seasoned logs`,
  wood_pellet_bags: (amount) => `${amount} bags of pellets (15 kg each)`,
  wood_pellets_kg: (amount) => `${amount} kg of pellets`,
};

/**
 * The household's own figure in its own words, '1,800 litres of oil': what they typed, so they
 * recognise it beside the kWh the model works in. Null for a figure given in kWh.
 */
export function fuelUseInTheirWords(given: FuelUseAsGiven): string | null {
  const words = IN_THEIR_WORDS[given.unit as FuelUseUnitValue];
  return words ? words(NUMBER.format(given.amount)) : null;
}
