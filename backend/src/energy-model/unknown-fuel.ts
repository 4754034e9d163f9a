import { climateForPostcode } from './climate-postcodes.js';
import { estimateHome } from './estimate.js';
import { resolveProfile, type ResolvedProfile } from './profile.js';
import type { HeatingFuel, HomeProfile } from './types.js';

/** The fuels an 'Other' heating may burn; oil has its own heating option, so is not among them. */
const CANDIDATE_FUELS: ReadonlyArray<Exclude<HeatingFuel, 'unknown'>> = ['lpg', 'coal', 'wood', 'electric_room_heaters'];

const FUEL_WORDS: Record<(typeof CANDIDATE_FUELS)[number], string> = { lpg: 'LPG', coal: 'coal', wood: 'wood', electric_room_heaters: 'electric room heaters' };

const gbp = (value: number) => `£${(Math.round(value / 10) * 10).toLocaleString('en-GB')}`;

type KnownFuel = (typeof CANDIDATE_FUELS)[number];

/** Stand-in fuels already chosen, by type, age and climate region: 5 × 7 × 22 at most. */
const standIns = new Map<string, KnownFuel>();

/**
 * The fuel an 'Other' heating of unknown fuel is modelled on: the one whose bill is in the middle for
 * a typical home of this type, age and region (the lower of the two middle ones, so savings are not
 * overstated). Chosen on the typical home, so the same home is never modelled on another fuel for
 * being bigger or for being insulated.
 */
export function standInFuel(profile: HomeProfile): KnownFuel {
  const typical = { propertyType: profile.propertyType, yearBuilt: profile.yearBuilt, postcode: profile.postcode, heatingSystem: 'Other' } as const;
  const key = `${typical.propertyType}|${typical.yearBuilt}|${climateForPostcode(typical.postcode).id}`;
  const known = standIns.get(key);
  if (known) return known;
  // Among the fuels it may burn, not electricity: at 2026 prices electric heating can fall in the middle,
  // and the plan would then be an electric bill in disguise.
  const byBill = CANDIDATE_FUELS.filter((fuel) => fuel !== 'electric_room_heaters').map((fuel) => ({ fuel, bill: estimateHome(resolveProfile({ ...typical, heatingFuel: fuel }).home).bill.total }))
    .sort((a, b) => a.bill - b.bill);
  const chosen = byBill[Math.floor((byBill.length - 1) / 2)]!.fuel;
  standIns.set(key, chosen);
  return chosen;
}

/**
 * An 'Other' heating whose fuel nobody told us. Rather than price it as any one fuel in disguise, the
 * home is worked out with each fuel it could burn; the plan follows the stand-in fuel, and says what
 * the bill would be with each, so the householder sees the range and knows that naming the fuel
 * settles it.
 */
export function resolveUnknownFuel(profile: HomeProfile): ResolvedProfile {
  const options = CANDIDATE_FUELS.map((fuel) => {
    const resolved = resolveProfile({ ...profile, heatingFuel: fuel });
    return { fuel, resolved, bill: estimateHome(resolved.home).bill.total };
  }).sort((a, b) => a.bill - b.bill);
  const middle = options.find((option) => option.fuel === standInFuel(profile))!;
  const range = options.map((option) => `${FUEL_WORDS[option.fuel]} ${gbp(option.bill)}`).join(', ');
  return {
    home: middle.resolved.home,
    assumptions: [
      ...middle.resolved.assumptions,
      `Fuel not known: a home like this would cost ${gbp(options[0]!.bill)} to ${gbp(options.at(-1)!.bill)} a year depending on what its heating burns (${range}). `
        + `The figures follow ${FUEL_WORDS[middle.fuel]}, in the middle; tell us the fuel for a plan in its terms.`,
    ],
  };
}
