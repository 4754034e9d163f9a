import { isFuelBoiler, type HeatingKind, type ModelHome } from './model-home.js';
import type { HeatingControls } from './types.js';

/** Measured median SPF of 428 air-source heat pumps in the Electrification of Heat trial (IQR 2.55-3.05). */
export const HEAT_PUMP_SPF_MEASURED = 2.78;
/** SAP default for an air-source heat pump, used only for the SAP-like rating. */
const HEAT_PUMP_SAP_EFFICIENCY = 2.5;
/**
 * Seasonal boiler efficiencies by age (gas, oil and LPG alike):
 * - a condensing boiler of unknown model, SAP's Table 4b default for one without a product record, 84%;
 * - a new A-rated condensing boiler, 88%: boilers sold since the 2015 ErP rules rate 92-94% seasonal
 *   space heating efficiency on the net calorific value, about 88% on SAP's gross basis (**estimate**
 *   of a typical product-database entry);
 * - a non-condensing boiler still working today was fitted before condensing ones became compulsory
 *   (gas April 2005, oil 2007), so it is over 20 years old: SAP Table 4b gives 74% for one fitted from
 *   1998 and 66% for an older wall-mounted one (56-65% floor-mounted). With its age unknown, we take the
 *   middle, 70% (**estimate**: no survey of the surviving stock's ages was found).
 */
const BOILER = { new: 0.88, condensing: 0.84, nonCondensing: 0.7 } as const;

export const OLD_BOILER_ASSUMPTION = 'Non-condensing boiler: fitted before 2005, so over 20 years old; modelled at 70% seasonal efficiency, between SAP\'s 74% for one fitted from 1998 and 66% for an older wall-mounted one.';
/**
 * SAP Table 4a, solid fuel: a closed room heater with a back boiler burning coal 63% (manual-feed
 * independent boiler 60-65%), a wood-burning closed room heater or log boiler 65%.
 */
const SOLID_FUEL = { coal: 0.63, wood: 0.65 } as const;
/** SAP: no room thermostat means no boiler interlock, costing 5 percentage points. */
const NO_INTERLOCK_PENALTY = 0.05;
/**
 * Storage heaters charge mostly overnight: about 90% of their electricity at the low rate, the rest the
 * evening top-up once an old heater's charge is spent (SAP: 7-hour tariff). A high heat retention
 * heater keeps its charge into the evening, so we take half that top-up, 95% at the low rate (**estimate**).
 */
const STORAGE_OFF_PEAK_SHARE = { old: 0.9, highHeatRetention: 0.95 } as const;

export function storageOffPeakShare(home: ModelHome): number {
  return home.storageHhr ? STORAGE_OFF_PEAK_SHARE.highHeatRetention : STORAGE_OFF_PEAK_SHARE.old;
}

/**
 * SAP Table 4e, electric storage systems: the temperature adjustment for manual charge control (+0.7 K),
 * for automatic or Celect-type charge control (+0.4 K, what we assume of older heaters unless the
 * householder or the certificate says there is no control of the charge) and for high heat retention
 * heaters' own controls (0 K). Null for every other heating, whose adjustment follows its room controls.
 */
export function storageControlAdjustmentC(home: ModelHome): number | null {
  if (home.heating !== 'storage_heaters') return null;
  if (home.storageHhr) return 0;
  return hasManualChargeControl(home) ? 0.7 : 0.4;
}

/**
 * Older storage heaters whose charge is set by hand: "No controls" or "Timer or programmer only" said of
 * them, or a certificate's "Manual charge control". Nothing turns the overnight charge down on a mild day.
 */
export function hasManualChargeControl(home: ModelHome): boolean {
  return home.heating === 'storage_heaters' && !home.storageHhr && (home.controls === 'none' || home.controls === 'programmer');
}

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
    const base = home.boilerNew ? BOILER.new : home.boilerCondensing ? BOILER.condensing : BOILER.nonCondensing;
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
