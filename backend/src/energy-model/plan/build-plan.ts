import { estimateHome } from '../estimate.js';
import { MEASURES } from '../measures/catalogue.js';
import { epcCertificate } from '../measures/informational.js';
import { priceTable, pricesAssumptions, pricesForPostcode } from '../prices.js';
import { resolveFitted } from '../metered-calibration.js';
import { epcBand } from '../sap-rating.js';
import type { EnergyEstimate, EpcBand, HomeProfile, PlanPriority } from '../types.js';
import { ratingDisagreement } from './rating-disagreement.js';
import { inferFromRating } from './rating-inference.js';
import { MODEL_ASSUMPTIONS, MODEL_VERSION } from '../assumptions.js';
import { costText, longDate, paybackYears } from './format.js';
import { PROPERTY_VALUE_SOURCE, propertyValueIncreasePct, propertyValueIncreaseText } from './property-value.js';
import { rankRecommendations } from './ranking.js';
import { realisationFor } from './realisation.js';
import type { Recommendation, UnrankedRecommendation } from './recommendation.js';
import { planSteps, shownPounds, type ModelledItem, type PlanStep } from './steps.js';
import { plannedCost } from '../heat-pump/grant-cost.js';
import { heatPumpVerdict, type HeatPumpGrant, type HeatPumpVerdict } from '../heat-pump/verdict.js';
import { decideHeating, isHeatingChoice, type HeatingDecision } from './heating-decision.js';
import { fabricOfTheBlock, leftOutAlternative, leftOutForPayback } from './left-out.js';
import type { Nation } from '@warmwise/common';
import { checkCertificate, type CertificateCheck, type LodgedCertificate } from '../rental/certificate-check.js';
import { isPrivatelyLet, rentalStandardFor, type LandlordGrant, type LettingFacts, type RentalStandard } from '../rental/rental-standard.js';
import { standardIn } from '../rental/rental-standards-file.js';

/**
 * The plan's £ total nets every item (typical figures): a measure that costs more to run takes its cost
 * off. Each item counts in the whole pounds its card shows, as in the steps, so every total is the
 * sum of the figures a reader sees.
 */
function countedSavings(items: readonly UnrankedRecommendation[]): number {
  return Math.max(0, items.reduce((sum, r) => sum + shownPounds(r.annualSavingGbp), 0));
}

export interface EnergyPlan {
  priority: PlanPriority;
  recommendations: { top3: Recommendation[]; all: Recommendation[] };
  /** £/yr saved by the package: the items' typical savings netted, one that costs more to run taken off. */
  potentialSavings: number;
  /** kg CO2/yr, the sum of the items (before minus after, unless an item is weighted by likelihood). */
  co2Reduction: number;
  propertyValueIncrease: string;
  propertyValueIncreasePct: number;
  epcImprovement: string;
  currentEpcRating: EpcBand;
  potentialEpcRating: EpcBand;
  currentEnergyEfficiency: number;
  potentialEnergyEfficiency: number;
  /** Where a stated or lodged rating and the modelled home disagree, the plain sentence that says so; null when they agree. */
  ratingNote: string | null;
  /** Every item of the plan in steps, each with the package's figures once it is done. */
  steps: PlanStep[];
  /** Null for a home already on a heat pump or a heat network. */
  heatPumpVerdict: HeatPumpVerdict | null;
  /** Boiler or heat pump (a boiler that is due), or storage heaters or heat pump (electric heating): the one counted and the one beside it. */
  heatingDecision: HeatingDecision | null;
  /** The standard for privately rented homes as it bears on this one; null when the home is not let privately. */
  rentalStandard: RentalStandard | null;
  /** "Is my certificate right?": the lodged certificate against what the household states, and whether a new one is worth it. */
  certificateCheck: CertificateCheck;
  baseline: EnergyEstimate;
  potential: EnergyEstimate;
  assumptions: string[];
  priceTableId: string;
  modelVersion: string;
}

export interface BuildPlanOptions {
  priceTableId?: string;
  /** Measures the visitor removed from their plan: left out, so the totals cover only what stays. */
  excludeMeasureIds?: readonly string[];
  /**
   * The heat-pump grant for the saved home in a nation, from the grants engine (the Grants tab's verdict):
   * the heat-pump verdict names it, and the heat pump's cost takes it off where it is likely.
   */
  heatPumpGrantIn?: (nation: Nation) => HeatPumpGrant | null;
  /** Tenure and who is planning; omitted, the home is taken as not let. */
  letting?: LettingFacts;
  /** The newest certificate lodged for the home; omitted or null when none is held. */
  certificate?: LodgedCertificate | null;
  /** The schemes a landlord can use in a nation, from the grants engine (the Grants tab's verdicts). */
  landlordGrantsIn?: (nation: Nation) => LandlordGrant[];
  /** YYYY-MM-DD: the day the plan is for (certificate ages, the standard's dates); today when omitted. */
  today?: string;
}

const NOT_LET: LettingFacts = { tenure: null, role: 'unknown' };

/** Why the plan offers a new certificate, said before the item's own description. */
function whyANewCertificate(check: CertificateCheck): string {
  if (check.status === 'missing') return 'We hold no certificate for this home.';
  if (check.status === 'expired') return `Your certificate expired on ${longDate(check.validUntil!)}.`;
  return `A new assessment would likely rate the home ${check.likelyBand} ${check.likelyScore}, not ${check.lodgedBand} as lodged.`;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Applies every applicable measure in plan order, re-running the model after each, so each item carries
 * its marginal effect and the items add up to the package's before/after difference (exactly, unless an
 * item is weighted by how likely the home needs it).
 */
export function buildPlan(profile: HomeProfile, priority: PlanPriority = 'reduce_bills', options: BuildPlanOptions = {}): EnergyPlan {
  // The prices in force today for the home's nation, unless a table is named (calibration, tests).
  const prices = options.priceTableId ? priceTable(options.priceTableId) : pricesForPostcode(profile.postcode);
  // The unknown facts are first made consistent with a stated or lodged rating, so one home is planned and rated.
  const { profile: planned, assumptions: inferred, emptyCavityChance } = inferFromRating(profile);
  const { home: start, assumptions } = resolveFitted(planned, prices);
  assumptions.push(...inferred);
  const baseline = estimateHome(start, prices);
  let home = start;
  // The home as an EPC sees it: the same, less any habit a rating cannot see (switching off at the socket).
  let ratedHome = start;
  let previous = baseline;
  const items: UnrankedRecommendation[] = [];
  // What the home could have but the plan leaves out, each with its reason.
  const leftOut: string[] = fabricOfTheBlock(start);
  const modelledItems: ModelledItem[] = [];

  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const letting = options.letting ?? NOT_LET;
  const standard = start.nation && isPrivatelyLet(letting) ? standardIn(start.nation) : null;
  const certificateCheck = checkCertificate({
    profile,
    certificate: options.certificate ?? null,
    currentScore: baseline.sap.score,
    prices,
    today,
    letting: isPrivatelyLet(letting),
    requiredBand: standard?.requiredBand ?? null,
  });
  const excluded = new Set(options.excludeMeasureIds ?? []);
  const heatPumpGrant = start.nation ? options.heatPumpGrantIn?.(start.nation) ?? null : null;
  // Boiler and heat pump are one decision, made once the insulation before them is modelled.
  let heating: HeatingDecision | null = null;
  let heatingDecided = false;
  const passedMeasures = new Set<string>();
  for (const measure of MEASURES) {
    passedMeasures.add(measure.id);
    if (excluded.has(measure.id) || measure.offered?.(planned) === false) continue;
    // A new certificate is offered only where it is missing, expired, or would show another band.
    if (measure.id === epcCertificate.id && !certificateCheck.offerNewCertificate) continue;
    if (isHeatingChoice(measure.id) && !heatingDecided) {
      heating = decideHeating({ home, before: previous, priority, prices, excluded, heatPumpGrant });
      heatingDecided = true;
    }
    const chosenHeating = heating !== null && heating.chosen.measureId === measure.id;
    if (heating !== null && isHeatingChoice(measure.id) ? !chosenHeating : !measure.applies(home, priority)) continue;
    const informational = measure.stage === 'information';
    const next = informational ? home : measure.apply(home);
    const modelled = informational ? previous : estimateHome(next, prices);
    const seenByEpc = !informational && measure.ratedBySap !== false;
    const ratedNext = !seenByEpc ? ratedHome : ratedHome === home ? next : measure.apply(ratedHome);
    const sap = ratedNext === next ? modelled.sap : ratedNext === ratedHome ? previous.sap : estimateHome(ratedNext, prices).sap;
    const estimate = { ...modelled, sap };
    // When the profile cannot say whether the home needs it, the figures are weighted by how likely it is.
    const likelihood = measure.likelihood?.(planned, { emptyCavityChance }) ?? null;
    const weight = likelihood?.share ?? 1;
    const modelledSaving = (previous.bill.total - estimate.bill.total) * weight;
    // The headline is what homes like this one measurably save; the model's figure is the upper end.
    const realisation = realisationFor(measure.id);
    const saving = modelledSaving * realisation.factor;
    // CO2 on the same basis as the £: what homes like this one typically save, not the model's upper end.
    const co2 = (previous.co2Kg - estimate.co2Kg) * weight * realisation.factor;
    // A measure that saves neither money nor carbon is left out rather than shown with a zero.
    const worthIt = saving > 0.5 || (priority === 'environmental_benefit' && co2 > 1);
    if (!informational && !worthIt) continue;
    const { cost, grantLine } = plannedCost(measure, next, heatPumpGrant);
    // The card quotes one figure, in whole pounds, and the payback worked out from that very figure.
    const shownSaving = Math.round(saving);
    const payback = paybackYears(cost, shownSaving);
    // To lower bills, a measure that would wear out before paying for itself is not worth selling; judged
    // for a home that does need it (one that does not pays nothing), and never for a replacement that is
    // due anyway, whose question is only what to replace it with.
    const paybackIfNeeded = paybackYears(cost, shownSaving / weight);
    const wornOut = measure.replacesWornOut === true || (chosenHeating && heating!.replacementDue);
    if (priority === 'reduce_bills' && !wornOut && paybackIfNeeded !== null && paybackIfNeeded > measure.lifetime.years) {
      leftOut.push(leftOutForPayback(measure, cost, shownSaving / weight, paybackIfNeeded));
      // The chosen heating does not pay back, so neither option is counted and no choice is shown: the
      // option weighed against it is said to be left out, or, if it comes later, judged on its own.
      if (chosenHeating) {
        if (passedMeasures.has(heating!.alternative.measureId)) leftOut.push(leftOutAlternative(heating!));
        heating = null;
      }
      continue;
    }
    items.push({
      id: measure.id,
      title: measure.title,
      description: [
        likelihood?.note({ likelyGbp: shownSaving, ifConfirmedGbp: Math.round(saving / weight) }),
        measure.id === epcCertificate.id ? whyANewCertificate(certificateCheck) : null,
        measure.description,
        grantLine,
      ].filter(Boolean).join(' '),
      cost: costText(cost),
      savings: Math.max(0, shownPounds(round2(saving))),
      carbonSaving: Math.max(0, Math.round(co2)),
      installationType: measure.installationType,
      icon: measure.icon,
      image: measure.image,
      priority: measure.priority,
      learnMore: measure.learnMore,
      costMin: cost?.min ?? null,
      costMax: cost?.max ?? null,
      annualSavingGbp: round2(saving),
      modelledSavingGbp: round2(modelledSaving),
      co2SavingKg: round1(co2),
      paybackYears: payback,
      sapPointsGain: estimate.sap.score - previous.sap.score,
      heatSavingKwh: Math.round((previous.demand.spaceHeating + previous.demand.hotWater - estimate.demand.spaceHeating - estimate.demand.hotWater) * weight),
      planOrder: items.length + 1,
      comfort: measure.comfort,
      informational,
      lifetimeYears: measure.lifetime.years,
      sources: [...measure.sources, `Lifetime ${measure.lifetime.years} years: ${measure.lifetime.source}`, ...(informational ? [] : [realisation.basis])],
      replacementDue: wornOut,
      ...(chosenHeating ? { heatingChoice: heating!.why } : {}),
    });
    modelledItems.push({ item: items.at(-1)!, stage: measure.stage, sapAfter: estimate.sap.score, heatLossWPerKAfter: estimate.heatLossWPerK });
    home = next;
    ratedHome = ratedNext;
    previous = estimate;
  }

  const potential = previous;
  // One home, one score: today's, every step's and the potential are the modelled home's own.
  const current = baseline.sap.score;
  const after = potential.sap.score;
  const ratingNote = ratingDisagreement(current, { score: profile.epcScore, band: profile.epcRating });
  if (ratingNote) assumptions.push(ratingNote);
  assumptions.push(...leftOut);
  const currentBand = epcBand(current);
  const potentialBand = epcBand(after);
  const ranked = rankRecommendations(items, priority);
  const steps = planSteps(modelledItems, { billGbp: baseline.bill.total, co2Kg: baseline.co2Kg }, priority);
  const insulation = steps.find((step) => step.kind === 'insulation');
  const lastInsulated = insulation && modelledItems.findLast((modelled) => insulation.measures.some((m) => m.id === modelled.item.id));
  const verdict = heatPumpVerdict({
    home: start,
    todayBillGbp: baseline.bill.total,
    heatLossWPerK: baseline.heatLossWPerK,
    afterInsulation: insulation && lastInsulated ? { heatLossWPerK: lastInsulated.heatLossWPerKAfter, step: insulation.number } : null,
    postcode: profile.postcode,
    prices,
    grantIn: options.heatPumpGrantIn,
  });

  const rentalStandard = rentalStandardFor({
    start,
    planned,
    prices,
    fabricOnly: standard?.fabricOnly ?? false,
    letting,
    nation: start.nation,
    today,
    currentScore: certificateCheck.likelyScore,
    certificate: options.certificate ? { score: options.certificate.score, band: options.certificate.band, validUntil: certificateCheck.validUntil! } : null,
    grants: start.nation ? options.landlordGrantsIn?.(start.nation) ?? [] : [],
  });

  return {
    priority,
    recommendations: { top3: ranked.slice(0, 3), all: ranked },
    potentialSavings: Math.round(countedSavings(items)),
    co2Reduction: Math.round(items.reduce((sum, r) => sum + r.co2SavingKg, 0)),
    propertyValueIncrease: propertyValueIncreaseText(currentBand, potentialBand),
    propertyValueIncreasePct: propertyValueIncreasePct(currentBand, potentialBand),
    epcImprovement: `${currentBand} to ${potentialBand}`,
    currentEpcRating: currentBand,
    potentialEpcRating: potentialBand,
    currentEnergyEfficiency: current,
    potentialEnergyEfficiency: after,
    ratingNote,
    steps,
    heatPumpVerdict: verdict,
    heatingDecision: heating,
    rentalStandard,
    certificateCheck,
    baseline,
    potential,
    assumptions: [...assumptions, ...MODEL_ASSUMPTIONS, `Property value: ${PROPERTY_VALUE_SOURCE}.`, ...pricesAssumptions(prices, baseline.fuel, { economy7: start.heating === 'storage_heaters', exports: baseline.solar.exported > 0 })],
    priceTableId: prices.id,
    modelVersion: MODEL_VERSION,
  };
}
