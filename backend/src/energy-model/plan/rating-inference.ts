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
  /** The state the model assumes when nothing is known (the age band's default, walls as built). */
  isDefault?: true;
  /** An unknown cavity that is still empty: what cavity fill's "check first" weight is the chance of. */
  emptyCavity?: true;
  /** Walls are never moved by the rating: their insulation stays a likelihood (cavity fill's check first). */
  walls?: true;
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
      { facts: {}, share: 1 - INSULATED_SOLID_WALL, isDefault: true, walls: true },
      { facts: { wallInsulated: true }, share: INSULATED_SOLID_WALL, walls: true },
    ];
  }
  // Cavities built since 1983 were insulated as built: only older ones may still be empty.
  if (!isBandAtMost(band, 'G')) return [];
  return [
    { facts: { wallInsulated: true }, share: 1 - UNFILLED_CAVITY_SHARE, walls: true },
    { facts: {}, share: UNFILLED_CAVITY_SHARE, isDefault: true, walls: true, emptyCavity: true },
  ];
}

function loftOptions(facts: FabricFacts, profile: HomeProfile): Option[] {
  if (facts.loftInsulationMm !== undefined) return [];
  if (profile.propertyType === 'Flat/Apartment' && facts.flatPosition !== 'top') return [];
  return [
    { facts: {}, share: 0.6, isDefault: true },
    { facts: { loftInsulationMm: 0 }, share: 0.05, words: 'no loft insulation' },
    { facts: { loftInsulationMm: 270 }, share: 0.35, words: '270 mm of loft insulation' },
  ];
}

function glazingOptions(facts: FabricFacts): Option[] {
  if (facts.glazing !== undefined) return [];
  return [
    { facts: {}, share: 0.72, isDefault: true },
    { facts: { glazing: 'single' }, share: 0.08, words: 'single glazing' },
    { facts: { glazing: 'new_double' }, share: 0.2, words: 'recent high-performance double glazing' },
  ];
}

const hasBoiler = (profile: HomeProfile) =>
  profile.heatingSystem === 'Gas boiler' || profile.heatingSystem === 'Oil boiler' || (profile.heatingSystem === 'Other' && profile.heatingFuel === 'lpg');

function boilerOptions(facts: FabricFacts, profile: HomeProfile): Option[] {
  if (!hasBoiler(profile) || facts.boilerCondensing !== undefined) return [];
  return [
    { facts: {}, share: 0.8, isDefault: true },
    { facts: { boilerCondensing: false }, share: 0.2, words: 'an older non-condensing boiler' },
  ];
}

/** Controls matter to the plan where a controls upgrade can be offered: boilers and heat networks. */
function controlOptions(facts: FabricFacts, profile: HomeProfile): Option[] {
  if (!(hasBoiler(profile) || profile.heatingSystem === 'District heating') || facts.heatingControls !== undefined) return [];
  return [
    { facts: {}, share: 0.6, isDefault: true },
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
const POINTS_SCALE = 6;

export interface InferredHome {
  profile: HomeProfile;
  assumptions: string[];
  /**
   * The chance that a cavity whose insulation nobody gave is still empty: the stock's 29% for the age,
   * updated by a stated or lodged rating; null when the walls are known or not an older cavity.
   */
  emptyCavityChance: number | null;
}

interface Candidate {
  set: Option[];
  score: number;
  miss: number;
  /** How unlikely the combination is given the rating: (miss / 3)² − ln(prior). */
  cost: number;
}

const withOptions = (base: FabricFacts, set: readonly Option[]) => Object.assign({}, base, ...set.map((option) => option.facts)) as FabricFacts;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The chance an unknown cavity is empty: each combination weighted by its prior and how well it matches the rating. */
function emptyCavityPosterior(candidates: readonly Candidate[]): number | null {
  if (!candidates.some((candidate) => candidate.set.some((option) => option.emptyCavity))) return null;
  const least = Math.min(...candidates.map((candidate) => candidate.cost));
  const weight = (candidate: Candidate) => Math.exp(least - candidate.cost);
  const total = candidates.reduce((sum, candidate) => sum + weight(candidate), 0);
  const empty = candidates.filter((candidate) => candidate.set.some((option) => option.emptyCavity)).reduce((sum, candidate) => sum + weight(candidate), 0);
  return empty / total;
}

/**
 * A stated or lodged rating says something about the facts nobody told us: a G-rated 1950s semi most
 * likely has a bare loft, an old boiler and no controls; a B-rated one has been improved. The facts stay
 * likelihoods: the rating updates how likely each state is (every combination of the unknown facts is
 * weighted by how common it is and how well its score matches the rating), and the home keeps the
 * defaults the same home without a rating would have whenever they already reach the rating. Only when
 * they do not are the loft, glazing, boiler and controls moved to the likeliest combination that does;
 * wall insulation is never moved, since a survey, not a score, says whether a cavity is filled: its
 * chance of being empty weights cavity fill's "check first". Facts the householder or the certificate
 * gave are never changed.
 */
export function inferFromRating(profile: HomeProfile): InferredHome {
  const known = knownFacts(profile);
  const knownProfile: HomeProfile = { ...profile, fabric: known, stated: undefined };
  const stated = statedRating(profile);
  const walls = wallOptions(known, profile);
  const prior = walls.find((option) => option.emptyCavity)?.share ?? null;
  if (!stated) return { profile: knownProfile, assumptions: [], emptyCavityChance: prior };
  const sets = combinations([walls, loftOptions(known, profile), glazingOptions(known), boilerOptions(known, profile), controlOptions(known, profile)]);

  // The rating uses UK-average weather and no bills, so the candidates need neither the postcode nor the
  // meter readings; an unknown fuel is rated as the fuel the plan stands in for it.
  const fuelUnknown = profile.heatingSystem === 'Other' && (!profile.heatingFuel || profile.heatingFuel === 'unknown');
  const rated: HomeProfile = { ...knownProfile, postcode: null, meteredUse: undefined, ...(fuelUnknown ? { heatingFuel: standInFuel(profile) } : {}) };
  const candidates: Candidate[] = sets.map((set) => {
    const score = estimateHome(resolveProfile({ ...rated, fabric: withOptions(known, set) }, { forRatingOnly: true }).home).sap.score;
    const miss = missBy(score, stated);
    return { set, score, miss, cost: (miss / POINTS_SCALE) ** 2 - set.reduce((sum, option) => sum + Math.log(option.share), 0) };
  });
  const emptyCavityChance = emptyCavityPosterior(candidates);
  const asDefault = candidates.find((candidate) => candidate.set.every((option) => option.isDefault))!;
  const wallsAsBuilt = candidates.filter((candidate) => candidate.set.every((option) => !option.walls || option.isDefault));
  const best = asDefault.miss <= ('score' in stated ? POINTS_SCALE : 0)
    ? asDefault
    : wallsAsBuilt.reduce((a, b) => (b.cost < a.cost ? b : a));
  const named = best.set.flatMap((option) => (option.words ? [option.words] : []));
  const rating = 'score' in stated ? `EPC score of ${stated.score}` : `EPC band ${stated.band}`;
  const cavityLine = emptyCavityChance === null || prior === null ? [] : [
    `Wall insulation not known: about ${percent(prior)} of cavity walls like yours are still empty; with your ${rating} the chance is about ${percent(emptyCavityChance)}, so cavity wall insulation is a "check first" weighted by it.`,
  ];
  return {
    profile: { ...knownProfile, fabric: withOptions(known, best.set) },
    emptyCavityChance,
    assumptions: [
      ...(named.length === 0 ? [] : [
        `A home like this with the usual defaults would not rate as your ${rating} says: the likeliest way it would is with ${named.join(', ')}, and the plan assumes so. If any is wrong, say so under "Tell us what you know" on your profile.`,
      ]),
      ...cavityLine,
    ],
  };
}
