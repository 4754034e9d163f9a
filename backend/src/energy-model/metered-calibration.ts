import { METERED_FUEL_WORDS } from '@warmwise/common';
import { estimateHome } from './estimate.js';
import { FUEL_OF } from './heating-system.js';
import { fuelUseInTheirWords, kwh } from './metered-calibration-words.js';
import type { ModelHome, UsageFactors } from './model-home.js';
import type { PriceTable } from './prices.js';
import { resolveProfile, type ResolvedProfile } from './profile.js';
import type { EnergyEstimate, HomeProfile, MeteredUse } from './types.js';

/**
 * How far a bill may pull the model: a yearly figure over three times (or under a third of) what the
 * home as described would use is more likely a part year, a second property on the account or a slip
 * than this home's real use, so the fit stops at these bounds and the plan says so. Ours.
 */
const FACTOR_BOUNDS = { min: 1 / 3, max: 3 } as const;

interface Fit {
  factor: number;
  clamped: boolean;
}

/** metered = modelled + (factor - 1) × scalable: the factor that closes the gap, within bounds. */
function fit(metered: number, modelled: number, scalable: number): Fit {
  if (scalable <= 0) return { factor: 1, clamped: false };
  const wanted = 1 + (metered - modelled) / scalable;
  const factor = Math.min(FACTOR_BOUNDS.max, Math.max(FACTOR_BOUNDS.min, wanted));
  return { factor, clamped: factor !== wanted };
}

/**
 * The model home fitted to the household's bills. Gas, on a gas-heated home, is all space heating and
 * hot water, so its ratio scales heat; so is the oil, LPG, coal or wood an off-gas home's heating
 * burns, given in kWh (converted from litres, kilos or bags where it arrives). Electricity scales lights and appliances, except in an
 * electrically heated home, where what the meter shows beyond the modelled lights and appliances is
 * taken to be heat. The fit is made once, on the home as it is; measures then keep the factors, so each
 * saving is a share of what this home really uses.
 */
function fitToMeters(home: ModelHome, metered: MeteredUse, prices: PriceTable): { home: ModelHome; notes: string[] } {
  const modelled = estimateHome(home, prices);
  const heatFuel = FUEL_OF[home.heating];
  const power = modelled.demand.lighting + modelled.demand.appliances;
  const factors: UsageFactors = { heat: 1, power: 1 };
  const notes: string[] = [];
  // A figure given in litres, kilos or bags is said as the household gave it, with the kWh it comes to.
  const describe = (fuel: string, given: number, estimated: number, result: Fit, theirWords: string | null = null) =>
    notes.push(
      result.clamped
        ? `Your yearly ${fuel} (${theirWords ? `${theirWords}, ${kwh(given)}` : kwh(given)}) is far from what a home like this uses (${kwh(estimated)} estimated), so we fitted the plan only part of the way to it: please check it covers a full year of this home only.`
        : `Fitted to your bills: ${theirWords ? `${theirWords} a year (${kwh(given)})` : `${fuel} ${kwh(given)} a year`}, where the model estimated ${kwh(estimated)} for a home like this; every saving is scaled to match.`,
    );

  if (metered.gasKwh) {
    if (heatFuel === 'gas' && modelled.fuel.gas > 0) {
      const result = fit(metered.gasKwh, modelled.fuel.gas, modelled.fuel.gas);
      factors.heat = result.factor;
      describe('gas use', metered.gasKwh, modelled.fuel.gas, result);
    } else {
      notes.push('Your home is not heated by gas, so your gas figure (perhaps for cooking) is not used in the plan.');
    }
  }
  if (metered.heatingFuelKwh) {
    const fuel = heatFuel === 'oil' || heatFuel === 'lpg' || heatFuel === 'coal' || heatFuel === 'wood' ? heatFuel : null;
    if (fuel && modelled.fuel[fuel] > 0) {
      const result = fit(metered.heatingFuelKwh, modelled.fuel[fuel], modelled.fuel[fuel]);
      factors.heat = result.factor;
      const theirWords = metered.heatingFuelAsGiven ? fuelUseInTheirWords(metered.heatingFuelAsGiven) : null;
      describe(`${METERED_FUEL_WORDS[fuel]} use`, metered.heatingFuelKwh, modelled.fuel[fuel], result, theirWords);
    } else {
      notes.push('Your heating does not burn oil, LPG, coal or wood, so your figure for that fuel is not used in the plan.');
    }
  }
  if (metered.electricityKwh) {
    const imported = modelled.fuel.electricity;
    const electricHeat = heatFuel === 'electricity' ? heatingElectricity(modelled, power) : 0;
    const result = fit(metered.electricityKwh, imported, electricHeat > 0 ? electricHeat : power);
    if (electricHeat > 0) factors.heat = result.factor;
    else factors.power = result.factor;
    describe('electricity use', metered.electricityKwh, imported, result);
  }
  return { home: { ...home, usageFactors: factors }, notes };
}

/** Electricity an electrically heated home spends on space heating and hot water, before solar. */
function heatingElectricity(modelled: EnergyEstimate, power: number): number {
  return modelled.fuel.electricity + modelled.solar.usedOnSite - power;
}

/** The profile resolved into a model home, fitted to the household's bills when it gave them. */
export function resolveFitted(profile: HomeProfile, prices: PriceTable): ResolvedProfile {
  const resolved = resolveProfile(profile);
  const metered = profile.meteredUse;
  if (!metered?.gasKwh && !metered?.electricityKwh && !metered?.heatingFuelKwh) return resolved;
  const { home, notes } = fitToMeters(resolved.home, metered, prices);
  return { ...resolved, home, assumptions: [...resolved.assumptions, ...notes] };
}
