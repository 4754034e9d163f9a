import type { Benefit, CouncilTaxBand, EpcRating, IncomeBand, Nation, Tenure } from '@warmwise/common';
import { heatingOf, type Circumstances, type HomeHeating } from './circumstances.js';

/** One rule's finding for a household: met, not met, or not known from what we have. */
export interface Finding {
  state: 'met' | 'unmet' | 'unknown';
  /** A short sentence a householder understands. */
  reason: string;
}

export type Rule = (circumstances: Circumstances) => Finding;

const met = (reason: string): Finding => ({ state: 'met', reason });
const unmet = (reason: string): Finding => ({ state: 'unmet', reason });
const unknown = (reason: string): Finding => ({ state: 'unknown', reason });

const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Runs in these nations only; `elsewhere` says what each other nation offers instead. */
export function openIn(nations: readonly Nation[], elsewhere: Partial<Record<Nation, string>> = {}): Rule {
  const where = `Only in ${listed(nations)}`;
  return ({ home }) => {
    if (!home.nation) return unknown(`${where}: save your home so we know where it is`);
    if (nations.includes(home.nation)) return met(`Open in ${home.nation}`);
    return unmet(elsewhere[home.nation] ?? `Not available in ${home.nation}`);
  };
}

/** For these tenures only; `who` names them ("For owners and private landlords"). */
export function forTenures(tenures: readonly Tenure[], who: string): Rule {
  return ({ home }) => {
    if (!home.tenure) return unknown(who);
    return tenures.includes(home.tenure) ? met(who) : unmet(who);
  };
}

/** For homes rated in these EPC bands; `which` names them ("For homes rated EPC D to G"). */
export function epcBands(bands: readonly EpcRating[], which: string): Rule {
  return ({ home }) => {
    if (!home.epcRating) return unknown(`${which}: we don't know your home's rating`);
    return bands.includes(home.epcRating) ? met(which) : unmet(`${which}; yours is rated ${home.epcRating}`);
  };
}

/** Council tax bands allowed in each nation; a nation not listed has no band test. */
export function councilTaxBands(byNation: Partial<Record<Nation, readonly CouncilTaxBand[]>>, which: string): Rule {
  return ({ household, home }) => {
    const band = household.councilTaxBand;
    if (!band || band === 'unknown' || !home.nation) return unknown(which);
    const allowed = byNation[home.nation];
    if (!allowed) return unmet(which);
    return allowed.includes(band) ? met(which) : unmet(`${which}; yours is band ${band}`);
  };
}

/** Someone in the home gets one of these benefits. */
export function receives(benefits: readonly Benefit[], which: string): Rule {
  return ({ household }) => {
    if (household.benefits.some((benefit) => benefits.includes(benefit))) return met(which);
    return household.benefits.length === 0 ? unknown(which) : unmet(which);
  };
}

/** Each income band's range in pounds a year. */
const INCOME_RANGE: Record<Exclude<IncomeBand, 'prefer_not_to_say'>, readonly [number, number]> = {
  under_20k: [0, 20_000],
  '20k_30k': [20_000, 30_000],
  '30k_40k': [30_000, 40_000],
  '40k_50k': [40_000, 50_000],
  over_50k: [50_000, Infinity],
};

/**
 * Household income at or under `limit`. A band straddling the limit cannot tell; where income only
 * reduces the help (`over` = 'unknown'), a higher band asks the household to check instead.
 */
export function incomeAtMost(limit: number, which: string, over: 'unmet' | 'unknown' = 'unmet'): Rule {
  return ({ household }) => {
    if (!household.income || household.income === 'prefer_not_to_say') return unknown(which);
    const [low, high] = INCOME_RANGE[household.income];
    if (high <= limit) return met(which);
    return low >= limit ? { state: over, reason: which } : unknown(which);
  };
}

/** What a home heated otherwise than by fossil fuel or direct electricity already has, said as a reason. */
const NOT_REPLACED: Partial<Record<HomeHeating, string>> = {
  heat_pump: 'you already have a heat pump',
  wood: 'your home is heated with wood, which the scheme does not replace',
  heat_network: 'your home is on a heat network, which the scheme does not replace',
};

/** For replacing fossil-fuel or direct electric heating, read from the saved home first. */
export function replacesFossilHeating(which: string): Rule {
  return (circumstances) => {
    const heating = heatingOf(circumstances);
    if (!heating || heating === 'other') return unknown(which);
    const kept = NOT_REPLACED[heating];
    return kept ? unmet(`${which}; ${kept}`) : met(which);
  };
}

/**
 * A scheme a landlord applies for: a private tenant's home can get it, but only through the landlord,
 * so for a tenant it is always worth checking with them, never likely.
 */
export function tenantsThroughLandlord(rule: Rule, landlordApplies: string): Rule {
  return (circumstances) => {
    const finding = rule(circumstances);
    return finding.state === 'met' && circumstances.home.tenure === 'Rented - Private' ? unknown(landlordApplies) : finding;
  };
}

/** Met when any of the rules is; ruled out only when every one is. */
export function anyOf(which: string, ...rules: Rule[]): Rule {
  return (circumstances) => {
    const findings = rules.map((rule) => rule(circumstances));
    if (findings.some((finding) => finding.state === 'met')) return met(which);
    return findings.every((finding) => finding.state === 'unmet') ? unmet(which) : unknown(which);
  };
}

/** Decided by someone else (a council, a supplier): never more than worth checking. */
export const decidedBy = (who: string): Rule => () => unknown(who);

/**
 * Someone of State Pension age: over 66 meets it, 61-66 may (it depends on the birthday), a household
 * of younger people does not, and one that has not said who lives there cannot tell.
 */
export function pensionAge(which: string): Rule {
  return ({ household }) => {
    const { members } = household;
    if (members.over_66_years > 0) return met(which);
    const counted = Object.values(members).some((count) => count > 0);
    return members['61_to_66_years'] > 0 || !counted ? unknown(which) : unmet(which);
  };
}

/** A long-term health condition the scheme's assessor judges: a yes is worth checking, a no rules it out. */
export function healthCondition(which: string): Rule {
  return ({ household }) => (household.hasDisability === 'no' ? unmet(which) : unknown(which));
}

/**
 * Decided by someone else in some nations (or everywhere), unless the household gets one of `unless`'s
 * benefits; `otherwise` is said when it is not.
 */
export function decidedIn(who: string, { nations, unless = [], otherwise }: { nations?: readonly Nation[]; unless?: readonly Benefit[]; otherwise: string }): Rule {
  return ({ household, home }) => {
    const here = !nations || (home.nation !== null && nations.includes(home.nation));
    const exempt = household.benefits.some((benefit) => unless.includes(benefit));
    return here && !exempt ? unknown(who) : met(otherwise);
  };
}
