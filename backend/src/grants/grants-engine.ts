import { eligibleGrants, emptyHousehold, GRANT_SCHEMES, type GrantScheme, type GrantVerdict, type Nation } from '@warmwise/common';
import { heatingOf, UNKNOWN_HOME, type Circumstances } from './rules/circumstances.js';
import { readGrantRules } from './rules/grant-rules-file.js';
import type { Finding } from './rules/rule.js';
import type { GrantTopic, SchemeFacts } from './rules/scheme-facts.js';
import type { GrantsHome } from './rules/circumstances.js';
import { longDate, RENTAL_STANDARDS, type HeatPumpGrant, type LandlordGrant } from '../energy-model/index.js';

/** A scheme as we state it today: the dated amount, its source and date, and its end if it has ended. */
export interface DatedScheme extends GrantScheme {
  /** YYYY-MM-DD: the date the source gives the amount and rules for. */
  amountAsOf: string;
  source: string;
  sourceUrl: string;
  /** YYYY-MM-DD: the last day it took new work; null while open. */
  endedOn: string | null;
  /** The nation whose own scheme it is; null for the catalogue's schemes. */
  nation: Nation | null;
}

/** A listed scheme with what we think of it for this household and home, and why. */
export interface AssessedScheme extends DatedScheme {
  verdict: GrantVerdict;
  reasons: string[];
}

const { catalogue: CATALOGUE_FACTS, nationSchemes: NATION_SCHEMES } = readGrantRules();
const CATALOGUE = GRANT_SCHEMES.map((scheme) => ({ scheme, facts: factsOf(scheme.id), nation: null }));
const OWN_SCHEMES = NATION_SCHEMES.map(({ scheme, facts, nation }) => ({ scheme, facts, nation }));

function factsOf(id: string): SchemeFacts {
  const facts = CATALOGUE_FACTS.find((row) => row.id === id);
  if (!facts) throw new Error(`No dated facts for grant scheme '${id}'`);
  return facts;
}


function dated(scheme: Omit<GrantScheme, 'amount'>, facts: SchemeFacts, own: Nation | null, where: Nation | null): DatedScheme {
  return {
    ...scheme,
    amount: (where && facts.amountIn?.[where]) ?? facts.amount,
    amountAsOf: facts.source.asOf,
    source: facts.source.title,
    sourceUrl: facts.source.url,
    endedOn: facts.endedOn,
    nation: own,
  };
}

/** The ended scheme's finding, said first: nothing else matters once a scheme takes no new work. */
function endFinding(facts: SchemeFacts, today: string): Finding | null {
  if (!facts.endedOn || today <= facts.endedOn) return null;
  return { state: 'unmet', reason: `Ended on ${longDate(facts.endedOn)}${facts.successor ? `; ${facts.successor}` : ''}` };
}

/** Unlikely if any rule rules it out; worth checking if something we do not know decides it; else likely. */
function judge(facts: SchemeFacts, circumstances: Circumstances, { counting = 'the end' }: { counting?: 'the end' | 'rules only' } = {}) {
  const ended = counting === 'the end' ? endFinding(facts, circumstances.today) : null;
  const findings = [...(ended ? [ended] : []), ...facts.rules.map((rule) => rule(circumstances))];
  const reasonsFor = (state: Finding['state']) => findings.filter((finding) => finding.state === state).map((finding) => finding.reason);
  const verdict: GrantVerdict = reasonsFor('unmet').length > 0 ? 'unlikely' : reasonsFor('unknown').length > 0 ? 'check' : 'likely';
  return { verdict, reasons: reasonsFor(verdict === 'unlikely' ? 'unmet' : verdict === 'check' ? 'unknown' : 'met') };
}

const VERDICT_ORDER: Record<GrantVerdict, number> = { likely: 0, check: 1, unlikely: 2 };

/** The catalogue and the nations' own schemes as we state them today, in display order. */
export function datedSchemes(): DatedScheme[] {
  return [...CATALOGUE, ...OWN_SCHEMES].map(({ scheme, facts, nation }) => dated(scheme, facts, nation, nation));
}

/**
 * The schemes that run in a nation, whatever the household: those no rule rules out for a home
 * there. An ended scheme is still listed, with its end, so a partner sees why it no longer helps.
 */
export function schemesIn(nation: Nation): DatedScheme[] {
  const anyone: Circumstances = { household: emptyHousehold(), home: { ...UNKNOWN_HOME, nation }, today: '' };
  return [...CATALOGUE, ...OWN_SCHEMES]
    .filter(({ facts }) => judge(facts, anyone, { counting: 'rules only' }).verdict !== 'unlikely')
    .map(({ scheme, facts, nation: own }) => dated(scheme, facts, own, nation));
}

/** The grant towards a heat pump a scheme gives these circumstances: raised for the heating, the date or a rural home where its data says. */
function heatPumpGrantGbp(facts: SchemeFacts, circumstances: Circumstances): { gbp: number; reason: string | null } | null {
  const grant = facts.heatPumpGrant;
  if (!grant) return null;
  const heating = heatingOf(circumstances);
  const raised = grant.raised.find(
    (raise) =>
      (!raise.from || raise.from <= circumstances.today) &&
      (!raise.heating || (heating !== null && raise.heating.includes(heating))) &&
      (!raise.rural || circumstances.household.isRuralArea === 'yes'),
  );
  return raised ? { gbp: raised.gbp, reason: raised.reason } : { gbp: grant.gbp, reason: null };
}

/**
 * The grant towards a heat pump for a home and household, from the same verdicts as the Grants tab:
 * the first scheme listed for them that gives one and is not unlikely (likely before worth checking),
 * at its amount for their heating, date and area; null where none is (a social tenant, Northern
 * Ireland, a home already on a heat pump). A grant to check says why in its source line, and the
 * plan then shows the heat pump's cost before it.
 * @internal exported for its tests, which vary the household too
 */
export function heatPumpGrantFor(circumstances: Circumstances): HeatPumpGrant | null {
  const offered = assessGrants(circumstances).find((scheme) => scheme.verdict !== 'unlikely' && heatPumpGrantGbp(factsFor(scheme.id), circumstances));
  if (!offered) return null;
  const { gbp } = heatPumpGrantGbp(factsFor(offered.id), circumstances)!;
  const check = offered.verdict === 'check' ? `; worth checking: ${offered.reasons.join('; ')}` : '';
  return { name: offered.name, amountGbp: gbp, source: `${offered.source} (${offered.amountAsOf})${check}`, verdict: offered.verdict === 'likely' ? 'likely' : 'check' };
}

/** The grant for a saved home, knowing nothing of its household, on a day (the plan's heat-pump card). */
export const heatPumpGrantForHome = (home: GrantsHome, today = new Date().toISOString().slice(0, 10)) =>
  heatPumpGrantFor({ household: emptyHousehold(), home, today });

/**
 * The schemes a landlord or their tenant can use towards the standard for rented homes, from the same
 * verdicts as the Grants tab for the saved home (knowing nothing of its household): those not ruled
 * out, each with who applies for a let home.
 */
export function landlordGrantsForHome(home: GrantsHome, today = new Date().toISOString().slice(0, 10)): LandlordGrant[] {
  const who = new Map(RENTAL_STANDARDS.landlordGrants.map((grant) => [grant.schemeId, grant.who]));
  return assessGrants({ household: emptyHousehold(), home, today })
    .filter((scheme) => scheme.verdict !== 'unlikely' && who.has(scheme.id))
    .map((scheme) => ({ id: scheme.id, name: scheme.name, amount: scheme.amount, verdict: scheme.verdict === 'likely' ? 'likely' : 'check', who: who.get(scheme.id)! }));
}

/** Whether a scheme pays towards a measure (insulation, heating, solar) or bills, as its data says. */
export const schemeCovers = (id: string, topic: GrantTopic) => factsFor(id).covers.includes(topic);

const factsFor = (id: string) => [...CATALOGUE, ...OWN_SCHEMES].find(({ scheme }) => scheme.id === id)!.facts;

/**
 * The schemes listed for a household and home, each with its verdict and reasons: the catalogue's
 * matching rule decides which of the nine are listed, the home's nation adds its own schemes; likely
 * first, then those to check, then the unlikely, each group in catalogue order.
 */
export function assessGrants(circumstances: Circumstances): AssessedScheme[] {
  const listedIds = new Set(eligibleGrants(circumstances.household).map((scheme) => scheme.id));
  const listed = [
    ...CATALOGUE.filter(({ scheme }) => listedIds.has(scheme.id)),
    ...OWN_SCHEMES.filter(({ nation }) => nation === circumstances.home.nation),
  ];
  return listed
    .map(({ scheme, facts, nation }) => {
      const judged = judge(facts, circumstances);
      // A raised heat-pump grant (off-gas oil or LPG, a rural home) is said first where the scheme can help.
      const raised = judged.verdict !== 'unlikely' ? heatPumpGrantGbp(facts, circumstances)?.reason : null;
      return { ...dated(scheme, facts, nation, circumstances.home.nation), ...judged, reasons: raised ? [raised, ...judged.reasons] : judged.reasons };
    })
    .sort((a, b) => VERDICT_ORDER[a.verdict] - VERDICT_ORDER[b.verdict]);
}
