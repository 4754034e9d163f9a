import type { HeatingKind, ModelHome } from './model-home.js';

/** Measured median SPF of 428 air-source heat pumps in the Electrification of Heat trial (IQR 2.55-3.05). */
export const HEAT_PUMP_SPF_MEASURED = 2.78;
/** SAP default for an air-source heat pump, used only for the SAP-like rating. */
const HEAT_PUMP_SAP_EFFICIENCY = 2.5;
/** SAP seasonal efficiencies: condensing boiler 84%, regular non-condensing 74%. */
const BOILER = { condensing: 0.84, nonCondensing: 0.74 } as const;
/** SAP: no room thermostat means no boiler interlock, costing 5 percentage points. */
const NO_INTERLOCK_PENALTY = 0.05;
/** Storage heaters charge mostly overnight (SAP: 7-hour tariff, about 90% at the low rate for storage). */
export const STORAGE_OFF_PEAK_SHARE = 0.9;

export type DeliveredFuel = 'gas' | 'oil' | 'electricity' | 'heatNetwork';

export const FUEL_OF: Record<HeatingKind, DeliveredFuel> = {
  gas_boiler: 'gas',
  oil_boiler: 'oil',
  storage_heaters: 'electricity',
  heat_pump: 'electricity',
  heat_network: 'heatNetwork',
  direct_electric: 'electricity',
};

/** Useful heat per unit of delivered fuel, for bills (measured heat pump SPF) or the rating (SAP default). */
export function systemEfficiency(home: ModelHome, forRating: boolean): number {
  switch (home.heating) {
    case 'gas_boiler':
    case 'oil_boiler': {
      const base = home.boilerCondensing ? BOILER.condensing : BOILER.nonCondensing;
      return home.controls === 'none' ? base - NO_INTERLOCK_PENALTY : base;
    }
    case 'heat_pump':
      return forRating ? HEAT_PUMP_SAP_EFFICIENCY : HEAT_PUMP_SPF_MEASURED;
    default:
      return 1;
  }
}
