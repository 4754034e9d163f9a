import { isFuelBoiler, type HeatingKind, type ModelHome } from './model-home.js';
import type { HeatingControls } from './types.js';

/** Measured median SPF of 428 air-source heat pumps in the Electrification of Heat trial (IQR 2.55-3.05). */
export const HEAT_PUMP_SPF_MEASURED = 2.78;
/** SAP default for an air-source heat pump, used only for the SAP-like rating. */
const HEAT_PUMP_SAP_EFFICIENCY = 2.5;
/** SAP seasonal efficiencies: condensing boiler 84%, regular non-condensing 74% (gas, oil and LPG alike). */
const BOILER = { condensing: 0.84, nonCondensing: 0.74 } as const;
/**
 * SAP Table 4a, solid fuel: a closed room heater with a back boiler burning coal 63% (manual-feed
 * independent boiler 60-65%), a wood-burning closed room heater or log boiler 65%.
 */
const SOLID_FUEL = { coal: 0.63, wood: 0.65 } as const;
/** SAP: no room thermostat means no boiler interlock, costing 5 percentage points. */
const NO_INTERLOCK_PENALTY = 0.05;
/** Storage heaters charge mostly overnight (SAP: 7-hour tariff, about 90% at the low rate for storage). */
export const STORAGE_OFF_PEAK_SHARE = 0.9;

export type DeliveredFuel = 'gas' | 'oil' | 'lpg' | 'coal' | 'wood' | 'electricity' | 'heatNetwork';

export const FUEL_OF: Record<HeatingKind, DeliveredFuel> = {
  gas_boiler: 'gas',
  oil_boiler: 'oil',
  lpg_boiler: 'lpg',
  coal_heating: 'coal',
  wood_heating: 'wood',
  storage_heaters: 'electricity',
  heat_pump: 'electricity',
  heat_network: 'heatNetwork',
  direct_electric: 'electricity',
};

/** Controls without a room thermostat, so the boiler fires whenever the programmer is on. */
function lacksInterlock(controls: HeatingControls): boolean {
  return controls === 'none' || controls === 'programmer' || controls === 'trvs_no_thermostat';
}

/** Heating that warms water too: every kind but electric resistance heating, which uses an immersion heater. */
export function heatsWater(heating: HeatingKind): boolean {
  return FUEL_OF[heating] !== 'electricity' || heating === 'heat_pump';
}

/** Useful heat per unit of delivered fuel, for bills (measured heat pump SPF) or the rating (SAP default). */
export function systemEfficiency(home: ModelHome, forRating: boolean): number {
  if (isFuelBoiler(home.heating)) {
    const base = home.boilerCondensing ? BOILER.condensing : BOILER.nonCondensing;
    return lacksInterlock(home.controls) ? base - NO_INTERLOCK_PENALTY : base;
  }
  switch (home.heating) {
    case 'coal_heating':
      return SOLID_FUEL.coal;
    case 'wood_heating':
      return SOLID_FUEL.wood;
    case 'heat_pump':
      return forRating ? HEAT_PUMP_SAP_EFFICIENCY : HEAT_PUMP_SPF_MEASURED;
    default:
      return 1;
  }
}
