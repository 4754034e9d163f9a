import { estimateHome } from '../estimate.js';
import { geometryOf } from '../geometry.js';
import { MEASURES } from '../measures/catalogue.js';
import type { Measure, MeasureStage } from '../measures/measure.js';
import type { ModelHome } from '../model-home.js';
import { isHeatingChoice } from '../plan/heating-decision.js';
import { realisationFor } from '../plan/realisation.js';
import type { PriceTable } from '../prices.js';
import type { HomeProfile } from '../types.js';

/** One improvement of a route, with what it adds in the order the route does them (fabric first). */
interface RouteMeasure {
  id: string;
  title: string;
  stage: MeasureStage;
  costMin: number;
  costMax: number;
  /** Rating points it adds after the route's earlier measures. */
  sapPointsGain: number;
  /** £ a year off the bills, as the plan counts a measure: modelled, times what homes like it measurably save. */
  annualSavingGbp: number;
}

export interface Route {
  measures: RouteMeasure[];
  costMin: number;
  costMax: number;
  scoreAfter: number;
  annualSavingGbp: number;
}

/** What a landlord installs and an EPC rates; the fabric alone where the standard rates only the fabric. */
const BUILDING_WORK: ReadonlySet<MeasureStage> = new Set(['fabric', 'hot_water', 'heating', 'renewable']);
const RATED_FITTINGS: ReadonlySet<string> = new Set(['led-lighting']);

/** Improvements that exclude each other: one new heating, one way to insulate a solid wall, one loft job. */
function exclusionGroup(id: string): string {
  if (isHeatingChoice(id)) return 'heating';
  if (id.startsWith('solid-wall')) return 'solid-wall';
  if (id.startsWith('loft')) return 'loft';
  return id;
}

/** A heat pump for a gas home is a measure a landlord may choose to reach the bar, not only to save money. */
const ANY_PRIORITY = 'environmental_benefit';

interface Candidate {
  measure: Measure;
  group: string;
  costMin: number;
  costMax: number;
  mid: number;
  /** Points it adds on its own: an upper bound on what it adds after others (the ratings add up less than this). */
  soloGain: number;
}

export interface RouteSearch {
  start: ModelHome;
  /** The profile as planned, which decides what is offered at all. */
  planned: HomeProfile;
  prices: PriceTable;
  fabricOnly: boolean;
}

/**
 * The home as a fabric-only rating sees it (Scotland's Heat Retention Rating): its walls, roof, floor,
 * windows and draughts, with a standard condensing gas boiler in place of its own heating, and no solar,
 * battery or lighting, so the fuel it burns neither helps nor harms. An estimate of the HRR: its own
 * method is not published here.
 */
function heatRetentionHome(home: ModelHome): ModelHome {
  return { ...home, heating: 'gas_boiler', boilerCondensing: true, boilerNew: false, storageHhr: false, controls: 'basic', hasCylinder: false, solarWater: false, pvKwp: 0, batteryKwh: 0, lowEnergyLighting: 1 };
}

/** The score the standard reads: the EPC's, or under a fabric-only rating the heat-retention estimate. */
export function standardScore(home: ModelHome, prices: PriceTable, fabricOnly: boolean): number {
  return estimateHome(fabricOnly ? heatRetentionHome(home) : home, prices).sap.score;
}

function candidatesFor({ start, planned, prices, fabricOnly }: RouteSearch, startScore: number): Candidate[] {
  const scoreOf = (home: ModelHome) => standardScore(home, prices, fabricOnly);
  const geometry = geometryOf(start);
  const found: Candidate[] = [];
  for (const measure of MEASURES) {
    const building = fabricOnly ? measure.stage === 'fabric' : BUILDING_WORK.has(measure.stage) || RATED_FITTINGS.has(measure.id);
    if (!building || measure.offered?.(planned) === false || !measure.applies(start, ANY_PRIORITY)) continue;
    const cost = measure.cost(start, geometry);
    if (!cost) continue;
    const soloGain = scoreOf(measure.apply(start)) - startScore;
    if (soloGain <= 0) continue;
    found.push({ measure, group: exclusionGroup(measure.id), costMin: cost.min, costMax: cost.max, mid: (cost.min + cost.max) / 2, soloGain });
  }
  // Past sixteen, the cheapest per point are kept: 2^16 packages is the most worth listing.
  return found.length <= MAX_CANDIDATES ? found : found
    .toSorted((a, b) => a.mid / a.soloGain - b.mid / b.soloGain)
    .slice(0, MAX_CANDIDATES)
    .toSorted((a, b) => MEASURES.indexOf(a.measure) - MEASURES.indexOf(b.measure));
}

const MAX_CANDIDATES = 16;
/** How far past their parts' sum a package's points may go (a tenth of the gap, at least two points). */
const SUPERADDITIVE_SHARE = 0.1;
/** Packages modelled at most per question: each is one run of the model. */
const MAX_MODELLED = 240;

interface Package {
  members: Candidate[];
  mid: number;
  costMax: number;
  optimisticGain: number;
  nonFabric: number;
}

/** Every package of candidates with at most one of each exclusion group, with its cost and optimistic gain. */
function packagesOf(candidates: readonly Candidate[]): Package[] {
  const packages: Package[] = [];
  for (let mask = 1; mask < 1 << candidates.length; mask++) {
    const members = candidates.filter((_, index) => mask & (1 << index));
    const groups = new Set(members.map((member) => member.group));
    if (groups.size < members.length) continue;
    packages.push({
      members,
      mid: members.reduce((sum, member) => sum + member.mid, 0),
      costMax: members.reduce((sum, member) => sum + member.costMax, 0),
      optimisticGain: members.reduce((sum, member) => sum + member.soloGain, 0),
      nonFabric: members.filter((member) => member.measure.stage !== 'fabric').length,
    });
  }
  return packages;
}

/** The home after a package, in plan order; null when a member no longer applies once the earlier ones are done. */
function homeAfter(start: ModelHome, members: readonly Candidate[]): ModelHome | null {
  let home = start;
  for (const { measure } of members) {
    if (!measure.applies(home, ANY_PRIORITY)) return null;
    home = measure.apply(home);
  }
  return home;
}

/** The route's measures with what each adds in turn: points, and £ as the plan counts them. */
function routeOf(search: RouteSearch, members: readonly Candidate[], offset: number): Route {
  let home = search.start;
  let before = estimateHome(home, search.prices);
  let ratedBefore = standardScore(home, search.prices, search.fabricOnly);
  const measures: RouteMeasure[] = [];
  for (const { measure, costMin, costMax } of members) {
    home = measure.apply(home);
    const after = estimateHome(home, search.prices);
    const ratedAfter = standardScore(home, search.prices, search.fabricOnly);
    const saving = (before.bill.total - after.bill.total) * realisationFor(measure.id).factor;
    measures.push({ id: measure.id, title: measure.title, stage: measure.stage, costMin, costMax, sapPointsGain: ratedAfter - ratedBefore, annualSavingGbp: Math.round(saving) });
    before = after;
    ratedBefore = ratedAfter;
  }
  return {
    measures,
    costMin: measures.reduce((sum, m) => sum + m.costMin, 0),
    costMax: measures.reduce((sum, m) => sum + m.costMax, 0),
    scoreAfter: ratedBefore + offset,
    annualSavingGbp: measures.reduce((sum, m) => sum + m.annualSavingGbp, 0),
  };
}

export interface RoutesToBand {
  /** The cheapest package that reaches the score (by its middle cost; fewer non-fabric measures on a tie); null when none does. */
  cheapest: Route | null;
  /** Where the cheapest costs more than the cap, or none reaches it: the highest score the cap buys. */
  withinCap: Route | null;
  /** The best score every suitable improvement together reaches. */
  bestScore: number;
}

/**
 * The cheapest package of the plan's improvements that lifts the home to `requiredScore`, by a search
 * over every package: those whose parts' own gains could reach the score are modelled, cheapest first,
 * and the first that does is the answer. Ratings add up less than their parts (a loft matters less in a
 * home with new walls), so the parts' sum bounds what a package can reach. `ratedToday` is the score the
 * home starts from (its certificate's, moved by what changed since); the model gives each package's gain.
 */
export function routesToScore(search: RouteSearch, ratedToday: number, requiredScore: number, capGbp: number | null): RoutesToBand {
  const scoreOf = (home: ModelHome) => standardScore(home, search.prices, search.fabricOnly);
  const modelledToday = scoreOf(search.start);
  const offset = ratedToday - modelledToday;
  const startScore = modelledToday;
  const candidates = candidatesFor(search, startScore);
  const packages = packagesOf(candidates);
  const gap = requiredScore - ratedToday;
  const modelled = new Map<Package, number | null>();
  const score = (pack: Package) => {
    if (!modelled.has(pack)) {
      const home = homeAfter(search.start, pack.members);
      modelled.set(pack, home ? scoreOf(home) + offset : null);
    }
    return modelled.get(pack)!;
  };

  // The rating turns steeper as a home's costs fall, so near the top parts add up to a little more than
  // their sum: packages within a few points of the gap are modelled too.
  const slack = Math.max(2, Math.ceil(gap * SUPERADDITIVE_SHARE));
  const hopeful = packages.filter((pack) => pack.optimisticGain >= gap - slack).sort((a, b) => a.mid - b.mid || a.nonFabric - b.nonFabric);
  const cheapest = hopeful.slice(0, MAX_MODELLED).find((pack) => (score(pack) ?? 0) >= requiredScore) ?? null;

  // The biggest package: each group's best part, all together.
  const bestMembers = new Set([...new Map(candidates.toSorted((a, b) => a.soloGain - b.soloGain).map((c) => [c.group, c])).values()]);
  const best = packages.find((pack) => pack.members.length === bestMembers.size && pack.members.every((member) => bestMembers.has(member)));
  const bestScore = Math.max(ratedToday, cheapest ? score(cheapest)! : 0, best ? score(best) ?? ratedToday : ratedToday);

  const overCap = capGbp !== null && (!cheapest || cheapest.mid > capGbp);
  let withinCap: Package | null = null;
  if (overCap) {
    const affordable = packages.filter((pack) => pack.mid <= capGbp).sort((a, b) => b.optimisticGain - a.optimisticGain || a.mid - b.mid);
    for (const pack of affordable.slice(0, MAX_MODELLED / 4)) {
      const reached = score(pack);
      if (reached !== null && (!withinCap || reached > score(withinCap)! || (reached === score(withinCap) && pack.mid < withinCap.mid))) withinCap = pack;
    }
  }
  return {
    cheapest: cheapest && routeOf(search, cheapest.members, offset),
    withinCap: withinCap && routeOf(search, withinCap.members, offset),
    bestScore,
  };
}
