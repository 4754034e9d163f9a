import type { GrantVerdict, Nation, RentalRole, RentalStandardStatus, Tenure } from '@warmwise/common';
import { BAND_RANGES, epcBand } from '../sap-rating.js';
import type { EpcBand } from '../types.js';
import { routesToScore, standardScore, type Route, type RouteSearch } from './cheapest-route.js';
import { standardIn, type RentalStandardRule } from './rental-standards-file.js';
import { gbp, longDate } from '../plan/format.js';

/** A scheme a landlord (or their tenant) can use towards the standard, with the Grants tab's verdict for the home. */
export interface LandlordGrant {
  id: string;
  name: string;
  amount: string;
  verdict: Exclude<GrantVerdict, 'unlikely'>;
  /** Who applies and how, for a let home. */
  who: string;
}

export interface RentalStandard {
  nation: Nation;
  ruleStatus: RentalStandardRule['status'];
  title: string;
  /** The standard rates the fabric alone (Scotland's Heat Retention Rating): scores are the heat-retention estimate, not the EPC's. */
  fabricOnly: boolean;
  /** Whose words: a landlord is told what to do, a tenant what the landlord must do. */
  viewpoint: RentalRole;
  headline: string;
  status: RentalStandardStatus;
  requiredBand: EpcBand | null;
  newTenanciesFrom: string | null;
  allTenanciesFrom: string | null;
  currentScore: number;
  currentBand: EpcBand;
  certificateScore: number | null;
  certificateBand: EpcBand | null;
  costCapGbp: number | null;
  /** The cheapest package that reaches the band, fabric first; null when the home meets it or nothing reaches it. */
  route: Route | null;
  /** The most the cap buys, where the cheapest route costs more or none reaches the band. */
  withinCap: Route | null;
  /** What a landlord does when the band is out of reach within the cap; null otherwise. */
  exemption: string | null;
  /** The tenant's side: what the route would take off their bills. */
  tenantSaving: string | null;
  grants: LandlordGrant[];
  /** What the figures rest on, said plainly. */
  notes: string[];
  metric: string;
  todayMinimum: string;
  exemptions: string[];
  penalty: string | null;
  source: string;
  sourceUrl: string;
  sourceAsOf: string;
  sourceGrade: RentalStandardRule['source']['grade'];
}

export interface LettingFacts {
  tenure: Tenure | null;
  role: RentalRole;
}

/**
 * The standard applies to a privately let home, to a home its owner lets or means to let, and to a
 * tenant who did not give the tenure; a social tenancy has its own standards (not this one).
 */
export const isPrivatelyLet = ({ tenure, role }: LettingFacts) =>
  tenure === 'Rented - Private' || role === 'landlord' || (role === 'tenant' && tenure === null);

export interface RentalStandardInput extends RouteSearch {
  letting: LettingFacts;
  nation: Nation | null;
  /** YYYY-MM-DD. */
  today: string;
  /**
   * The score the home starts from: what a new assessment would likely give today (its certificate's
   * score moved by what changed since, certificate-check.ts), or the plan's own without a certificate.
   */
  currentScore: number;
  /** The lodged certificate's rating and when it stops being valid; null without one. */
  certificate: { score: number | null; band: EpcBand | null; validUntil: string } | null;
  /** Schemes that help, from the Grants tab's verdicts for the home. */
  grants: LandlordGrant[];
}

const range = (route: Route) => (route.costMin === route.costMax ? gbp(route.costMin) : `${gbp(route.costMin)} - ${gbp(route.costMax)}`);
const rated = (score: number) => `${epcBand(score)} ${score}`;
const fromOrSince = (date: string, today: string) => `${date <= today ? 'since' : 'from'} ${longDate(date)}`;

function statusOf(rule: RentalStandardRule, input: RentalStandardInput, route: Route | null, bestScore: number): RentalStandardStatus {
  const required = BAND_RANGES[rule.requiredBand!][0];
  const deadline = rule.allTenanciesFrom ?? input.today;
  const lodged = input.certificate;
  const lodgedScore = lodged?.score ?? (lodged?.band ? BAND_RANGES[lodged.band][0] : null);
  // A fabric-only rating is not on today's certificates: a reformed one has to show it.
  const certificateMeets = !rule.fabricOnly && lodged !== null && lodgedScore !== null && lodgedScore >= required && lodged.validUntil >= deadline;
  if (input.currentScore >= required) return certificateMeets ? 'meets' : 'meets_with_new_certificate';
  if (certificateMeets) return 'meets';
  if (!route) return bestScore >= required ? 'over_cap' : 'out_of_reach';
  const cap = rule.costCapGbp;
  if (cap === null || route.costMax <= cap) return 'within_cap';
  return route.costMin <= cap ? 'may_exceed_cap' : 'over_cap';
}

/** The rule in one sentence for this nation's dates. */
function ruleSentence(standard: RentalStandard, today: string): string {
  const band = `band ${standard.requiredBand}`;
  const all = standard.allTenanciesFrom!;
  if (standard.ruleStatus === 'draft') {
    const newLets = standard.newTenanciesFrom ? `a new tenancy needs ${band} ${fromOrSince(standard.newTenanciesFrom, today)}, and ` : '';
    return `Under draft rules, ${newLets}every private let ${all <= today ? 'has needed' : 'needs'} it ${fromOrSince(all, today)}`;
  }
  return `A privately let home must reach ${band} ${all <= today ? 'since' : 'by'} ${longDate(all)}`;
}

/** Who acts, in the viewpoint's words: the landlord is "you", a tenant's landlord "your landlord". */
const WHO: Record<RentalRole, { who: string; does: string; registers: string }> = {
  landlord: { who: 'you', does: 'do', registers: 'register' },
  tenant: { who: 'your landlord', does: 'does', registers: 'registers' },
  unknown: { who: 'the landlord', does: 'does', registers: 'registers' },
};

function headlineOf(standard: RentalStandard, viewpoint: RentalRole, today: string): string {
  if (standard.status === 'no_standard') return standard.todayMinimum;
  const rated = `${standard.currentBand} ${standard.currentScore}`;
  const rule = `${ruleSentence(standard, today)}.`;
  const home = standard.fabricOnly ? "This home's heat retention rates about" : 'This home rates';
  const cap = standard.costCapGbp !== null ? ` the ${gbp(standard.costCapGbp)} cap` : ' any cap';
  const { who, does, registers } = WHO[viewpoint];
  const band = standard.requiredBand;
  switch (standard.status) {
    case 'meets':
      return `${rule} This home meets it: its certificate says ${standard.certificateBand}, valid past the deadline.`;
    case 'meets_with_new_certificate':
      return standard.certificateBand !== null && standard.certificateBand <= standard.requiredBand!
        ? `${rule} ${home} ${rated}, which meets it, but its certificate runs out before then: a new one will need to show it.`
        : `${rule} As described, this home rates ${rated}, which meets it, but its certificate does not show that yet: a new certificate would.`;
    case 'within_cap':
      return `${rule} ${home} ${rated}; the cheapest way to ${band} costs ${who} ${range(standard.route!)}, within${cap}.`;
    case 'may_exceed_cap':
      return `${rule} ${home} ${rated}; the cheapest way to ${band} costs ${range(standard.route!)}, which may pass${cap}.`;
    case 'over_cap': {
      const costs = standard.route ? ` ${range(standard.route)},` : '';
      return `${rule} ${home} ${rated}; reaching ${band} costs${costs} more than${cap}, so ${who} ${does} what the cap buys and ${registers} an exemption.`;
    }
    default:
      return `${rule} ${home} ${rated}; no improvement that suits it reaches ${band}, so once they are done an exemption applies.`;
  }
}

/** What the tenant gets: the route, or where the cap stops short of it, what the cap buys. */
function tenantSavingOf(standard: RentalStandard, viewpoint: RentalRole): string | null {
  const route = standard.withinCap ?? standard.route;
  if (!route || route.annualSavingGbp <= 0) return null;
  const whose = viewpoint === 'tenant' ? 'your' : "the tenant's";
  return `Done, these improvements would take about ${gbp(route.annualSavingGbp)} a year off ${whose} energy bills.`;
}

/**
 * The standard in a viewpoint's words: the owner's screens speak to the landlord or the tenant who
 * planned; a share link's reader is told it in neither's (they may be either, or a buyer).
 */
export function wordedFor(standard: RentalStandard, viewpoint: RentalRole, today: string): RentalStandard {
  return { ...standard, viewpoint, headline: headlineOf(standard, viewpoint, today), tenantSaving: tenantSavingOf(standard, viewpoint) };
}

function exemptionOf(rule: RentalStandardRule, status: RentalStandardStatus, withinCap: Route | null, bestScore: number): string | null {
  if (status !== 'over_cap' && status !== 'out_of_reach' && status !== 'may_exceed_cap') return null;
  const years = rule.exemptionYears ? ` It lasts ${rule.exemptionYears} years, then the home is looked at again.` : '';
  const where = rule.register ? ` It is registered with ${rule.register}.` : '';
  const buys = withinCap ? ` The cap buys the improvements listed below (${range(withinCap)}), taking the home to ${rated(withinCap.scoreAfter)}.` : '';
  if (status === 'out_of_reach') {
    return `Every improvement that suits the home together reaches ${rated(bestScore)}, short of ${rule.requiredBand}. Once those within the cap are done, the "all relevant improvements" exemption applies.${buys}${where}${years}`;
  }
  const maybe = status === 'may_exceed_cap' ? 'If the quotes come to more than the cap, ' : '';
  return `${maybe}${maybe ? 'the' : 'The'} high-cost exemption applies once the improvements the cap allows are made.${buys}${where}${years}`;
}

function notesOf(rule: RentalStandardRule, input: RentalStandardInput): string[] {
  const notes = [`Measured by ${rule.metric}.`];
  if (rule.costCapNote) notes.push(`Cost cap: ${rule.costCapNote}.`);
  notes.push('Costs are before any grant, as the cap counts spending; each route is the cheapest package of the improvements this plan models, costed at the middle of their ranges.');
  if (rule.fabricOnly) {
    notes.push('Only insulation, glazing and draught-proofing count towards this rating, so the route leaves out heating and solar panels.');
    notes.push("The EPC's own rating also counts what the heating costs to run, so it can be a band or more away from the heat-retention estimate.");
  }
  if (input.certificate && input.certificate.validUntil < (rule.allTenanciesFrom ?? input.today)) {
    notes.push(`The certificate runs out on ${longDate(input.certificate.validUntil)}, before the deadline: a new one will be needed to let the home.`);
  }
  return notes;
}

/** The standard for rented homes as it bears on this home, or null where it does not apply (not a private let, nation unknown). */
export function rentalStandardFor(input: RentalStandardInput): RentalStandard | null {
  if (!input.nation || !isPrivatelyLet(input.letting)) return null;
  const rule = standardIn(input.nation);
  if (!rule) return null;
  const certificateScore = input.certificate?.score ?? null;
  // A fabric-only rating starts from the heat-retention estimate: the certificate's score mixes in the fuel.
  const rated = rule.fabricOnly ? { ...input, currentScore: standardScore(input.start, input.prices, true) } : input;
  const base = {
    nation: input.nation,
    ruleStatus: rule.status,
    title: rule.title,
    fabricOnly: rule.fabricOnly,
    viewpoint: input.letting.role,
    requiredBand: rule.requiredBand,
    newTenanciesFrom: rule.newTenanciesFrom,
    allTenanciesFrom: rule.allTenanciesFrom,
    currentScore: rated.currentScore,
    currentBand: epcBand(rated.currentScore),
    certificateScore,
    certificateBand: input.certificate?.band ?? (certificateScore !== null ? epcBand(certificateScore) : null),
    costCapGbp: rule.costCapGbp,
    metric: rule.metric,
    todayMinimum: rule.todayMinimum,
    exemptions: rule.exemptions,
    penalty: rule.penalty,
    source: rule.source.title,
    sourceUrl: rule.source.url,
    sourceAsOf: rule.source.asOf,
    sourceGrade: rule.source.grade,
  };
  if (rule.status === 'none' || !rule.requiredBand) {
    return { ...base, headline: rule.todayMinimum, status: 'no_standard', route: null, withinCap: null, exemption: null, tenantSaving: null, grants: [], notes: [] };
  }
  const required = BAND_RANGES[rule.requiredBand][0];
  const routes = rated.currentScore >= required ? null : routesToScore(rated, rated.currentScore, required, rule.costCapGbp);
  const route = routes?.cheapest ?? null;
  const status = statusOf(rule, rated, route, routes?.bestScore ?? rated.currentScore);
  const reached = status === 'meets' || status === 'meets_with_new_certificate';
  const withinCap = status === 'within_cap' ? null : routes?.withinCap ?? null;
  const standard: RentalStandard = {
    ...base,
    headline: '',
    status,
    route: reached || status === 'out_of_reach' ? null : route,
    withinCap,
    exemption: exemptionOf(rule, status, withinCap, routes?.bestScore ?? rated.currentScore),
    tenantSaving: null,
    grants: reached ? [] : input.grants,
    notes: notesOf(rule, input),
  };
  return wordedFor(standard, input.letting.role, input.today);
}
