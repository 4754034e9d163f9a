import { isBandAtMost, YEAR_BUILT_TO_AGE_BAND } from '../age-bands.js';
import { estimateHome } from '../estimate.js';
import { UNFILLED_CAVITY_SHARE } from '../measures/fabric.js';
import { knownFacts, resolveProfile } from '../profile.js';
import { BAND_RANGES } from '../sap-rating.js';
import { standInFuel } from '../unknown-fuel.js';
import type { EpcBand, FabricFacts, HomeProfile } from '../types.js';

/** One way an unknown fact may be, with how common it is among homes of this kind (a prior). */
interface Option {
  facts: FabricFacts;
  share: number;
  /** How the assumption line names it, when it is not the default. */
  words?: string;
}

/**
 * How common each state is where nothing is known (estimates from the stock; docs/energy-model.md,
 * "How the model works", step 14): 29% of cavity walls are unfilled (DESNZ, as for cavity fill's
 * likelihood); about one solid-walled home in ten is insulated; few lofts are bare and about a third
 * have 270 mm; a tenth of homes keep single glazing; a fifth of boilers are older non-condensing ones;
 * a tenth of wet systems have no controls and a third have TRVs with a room thermostat.
 */
const INSULATED_SOLID_WALL = 0.1;

function wallOptions(facts: FabricFacts, profile: HomeProfile): Option[] {
  if (facts.wallInsulated !== undefined) return [];
  const band = YEAR_BUILT_TO_AGE_BAND[profile.yearBuilt];
  const solid = (facts.wallConstruction ?? (isBandAtMost(band, 'B') ? 'solid' : 'cavity')) === 'solid';
  if (solid) {
    return [
      { facts: { wallInsulated: false }, share: 1 - INSULATED_SOLID_WALL },
      { facts: { wallInsulated: true }, share: INSULATED_SOLID_WALL, words: 'insulated walls' },
    ];
  }
  // Cavities built since 1983 were insulated as built: only older ones may still be empty.
  if (!isBandAtMost(band, 'G')) return [];
  return [
    { facts: { wallInsulated: true }, share: 1 - UNFILLED_CAVITY_SHARE, words: 'filled cavity walls' },
    { facts: { wallInsulated: false }, share: UNFILLED_CAVITY_SHARE, words: 'empty cavity walls' },
  ];
}

function loftOptions(facts: FabricFacts, profile: HomeProfile): Option[] {
  if (facts.loftInsulationMm !== undefined) return [];
  if (profile.propertyType === 'Flat/Apartment' && facts.flatPosition !== 'top') return [];
  return [
    { facts: {}, share: 0.6 },
    { facts: { loftInsulationMm: 0 }, share: 0.05, words: 'no loft insulation' },
    { facts: { loftInsulationMm: 270 }, share: 0.35, words: '270 mm of loft insulation' },
  ];
}

function glazingOptions(facts: FabricFacts): Option[] {
  if (facts.glazing !== undefined) return [];
  return [
    { facts: {}, share: 0.72 },
    { facts: { glazing: 'single' }, share: 0.08, words: 'single glazing' },
    { facts: { glazing: 'new_double' }, share: 0.2, words: 'recent high-performance double glazing' },
  ];
}

const hasBoiler = (profile: HomeProfile) =>
  profile.heatingSystem === 'Gas boiler' || profile.heatingSystem === 'Oil boiler' || (profile.heatingSystem === 'Other' && profile.heatingFuel === 'lpg');

function boilerOptions(facts: FabricFacts, profile: HomeProfile): Option[] {
  if (!hasBoiler(profile) || facts.boilerCondensing !== undefined) return [];
  return [
    { facts: { boilerCondensing: true }, share: 0.8 },
    { facts: { boilerCondensing: false }, share: 0.2, words: 'an older non-condensing boiler' },
  ];
}

/** Controls matter to the plan where a controls upgrade can be offered: boilers and heat networks. */
function controlOptions(facts: FabricFacts, profile: HomeProfile): Option[] {
  if (!(hasBoiler(profile) || profile.heatingSystem === 'District heating') || facts.heatingControls !== undefined) return [];
  return [
    { facts: {}, share: 0.6 },
    { facts: { heatingControls: 'none' }, share: 0.1, words: 'no heating controls' },
    { facts: { heatingControls: 'full' }, share: 0.3, words: 'a room thermostat and TRVs' },
  ];
}

/** Every combination of the dimensions' options (a dimension with no options is known already). */
function combinations(dimensions: Option[][]): Option[][] {
  return dimensions.filter((options) => options.length > 0)
    .reduce<Option[][]>((sets, options) => sets.flatMap((set) => options.map((option) => [...set, option])), [[]]);
}

type StatedRating = { score: number } | { band: EpcBand };

/** The rating the unknown facts must agree with: a lodged score outranks a band. */
function statedRating(profile: HomeProfile): StatedRating | null {
  const score = profile.epcScore;
  if (typeof score === 'number' && score >= 1 && score <= 100) return { score };
  return profile.epcRating ? { band: profile.epcRating } : null;
}

/** How far a score lies from what was stated: the lodged score, or the stated band's range. */
function missBy(score: number, stated: StatedRating): number {
  if ('score' in stated) return Math.abs(score - stated.score);
  const [low, high] = BAND_RANGES[stated.band];
  return score < low ? low - score : score > high ? score - high : 0;
}

/** A few SAP points are worth a less common state; ten are not (about e^-11 in prior odds). */
const POINTS_SCALE = 3;

export interface InferredHome {
  profile: HomeProfile;
  assumptions: string[];
}

/**
 * A stated or lodged rating says something about the facts nobody told us: a G-rated 1950s semi most
 * likely has a bare loft, an old boiler and no controls; a B-rated one has been improved. Of every way
 * the unknown facts could be, the home keeps the one that best balances matching the rating against how
 * common that state is, so the plan, its rating and its potential all describe one home. Facts the
 * householder or the certificate gave are never changed.
 */
export function inferFromRating(profile: HomeProfile): InferredHome {
  const facts = knownFacts(profile);
  const known: HomeProfile = { ...profile, fabric: facts, stated: undefined };
  const stated = statedRating(profile);
  if (!stated) return { profile: known, assumptions: [] };
  const sets = combinations([wallOptions(facts, profile), loftOptions(facts, profile), glazingOptions(facts), boilerOptions(facts, profile), controlOptions(facts, profile)]);
  if (sets.length <= 1) return { profile: known, assumptions: [] };

  // The rating uses UK-average weather and no bills, so the candidates need neither the postcode nor the
  // meter readings; an unknown fuel is rated as the fuel the plan stands in for it.
  const fuelUnknown = profile.heatingSystem === 'Other' && (!profile.heatingFuel || profile.heatingFuel === 'unknown');
  const rated: HomeProfile = { ...known, postcode: null, meteredUse: undefined, ...(fuelUnknown ? { heatingFuel: standInFuel(profile) } : {}) };
  let best = { cost: Infinity, set: sets[0]! };
  for (const set of sets) {
    const candidate = { ...rated, fabric: Object.assign({}, facts, ...set.map((option) => option.facts)) as FabricFacts };
    const score = estimateHome(resolveProfile(candidate, { forRatingOnly: true }).home).sap.score;
    const cost = (missBy(score, stated) / POINTS_SCALE) ** 2 - set.reduce((sum, option) => sum + Math.log(option.share), 0);
    if (cost < best.cost) best = { cost, set };
  }
  const fabric = Object.assign({}, facts, ...best.set.map((option) => option.facts)) as FabricFacts;
  const named = best.set.flatMap((option) => (option.words ? [option.words] : []));
  const rating = 'score' in stated ? `EPC score of ${stated.score}` : `EPC band ${stated.band}`;
  return {
    profile: { ...known, fabric },
    assumptions: named.length === 0 ? [] : [
      `Your ${rating} suggests a home with ${named.join(', ')}; the plan assumes so. If any is wrong, say so under "Tell us what you know" on your profile.`,
    ],
  };
}
