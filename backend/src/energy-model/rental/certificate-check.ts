import { BOILER_TYPES, GLAZING_OPTIONS, HEATING_CONTROL_OPTIONS, WALL_INSULATION_OPTIONS, type CertificateStatus, type HeatingSystem, type NewCertificateAdvice } from '@warmwise/common';
import { estimateHome } from '../estimate.js';
import { resolveProfile } from '../profile.js';
import type { PriceTable } from '../prices.js';
import { BAND_RANGES, epcBand } from '../sap-rating.js';
import { statedFactsFrom, type StatedFacts } from '../stated-facts.js';
import type { EpcBand, HomeProfile } from '../types.js';
import { gbp, longDate } from '../plan/format.js';
import { RENTAL_STANDARDS } from './rental-standards-file.js';

/** The newest certificate lodged for the home, as the register gives it. */
export interface LodgedCertificate {
  /** YYYY-MM-DD. */
  lodgedOn: string;
  score: number | null;
  band: EpcBand | null;
  /** The main heating the certificate describes, in the planner's words; null when it cannot be read. */
  heating: HeatingSystem | null;
}

/** A fact the certificate and the household state differently, and what the household's version does to the rating. */
interface CertificateDifference {
  fact: string;
  certificate: string;
  household: string;
  /** Rating points the household's version adds (negative: takes off) against the certificate's. */
  pointsEffect: number;
}

export interface CertificateCheck {
  status: CertificateStatus;
  lodgedOn: string | null;
  validUntil: string | null;
  ageYears: number | null;
  lodgedScore: number | null;
  lodgedBand: EpcBand | null;
  /** What a new assessment would likely give: the lodged score moved by the modelled effect of what changed. */
  likelyScore: number;
  likelyBand: EpcBand;
  likelyLow: number;
  likelyHigh: number;
  /** The likely band differs from the lodged one. */
  bandWouldChange: boolean;
  differences: CertificateDifference[];
  /** A certificate from before the current method: why a new one may differ even where nothing changed. */
  methodNote: string | null;
  summary: string;
  advice: NewCertificateAdvice;
  reasons: string[];
  /** The plan offers a new certificate: expired, missing, or one that would show another band. */
  offerNewCertificate: boolean;
  newCertificateCost: string;
}

export interface CertificateCheckInput {
  profile: HomeProfile;
  certificate: LodgedCertificate | null;
  /** The plan's score for the home as described. */
  currentScore: number;
  prices: PriceTable;
  /** YYYY-MM-DD. */
  today: string;
  /** The home is let, or its owner means to let it: a valid certificate is then needed to let it. */
  letting: boolean;
  /** The band the nation's standard for lets asks for; null where none applies. */
  requiredBand: EpcBand | null;
}

const FACT_NAMES: Record<Exclude<keyof StatedFacts, 'flatPosition'>, string> = {
  wallInsulation: 'Walls',
  loftInsulationMm: 'Loft insulation',
  glazing: 'Windows',
  boilerType: 'Boiler',
  heatingControls: 'Heating controls',
};

const OPTION_WORDS: Record<string, readonly { value: string; label: string }[]> = {
  wallInsulation: WALL_INSULATION_OPTIONS,
  glazing: GLAZING_OPTIONS,
  boilerType: BOILER_TYPES,
  heatingControls: HEATING_CONTROL_OPTIONS,
};

/** Loft depths closer than this are the same loft, measured differently. */
const LOFT_SAME_MM = 50;

/**
 * Points either side of the likely score: two assessments of one unchanged home differ by a few points
 * (estimate: ±4), and more for a certificate from before the current method (estimate: a further ±3).
 */
const ASSESSOR_SPREAD = 4;
const METHOD_SPREAD = 3;

const NEW_CERTIFICATE = RENTAL_STANDARDS.newCertificate;
const scoreOf = (profile: HomeProfile, prices: PriceTable) => estimateHome(resolveProfile(profile).home, prices).sap.score;
const words = (key: string, value: string | number) => (key === 'loftInsulationMm' ? `${value} mm` : OPTION_WORDS[key]!.find((option) => option.value === value)!.label);
const addYears = (isoDate: string, years: number) => `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;

function differs(key: keyof typeof FACT_NAMES, lodged: StatedFacts, stated: StatedFacts): boolean {
  const a = lodged[key];
  const b = stated[key];
  if (a === null || b === null || a === 'unknown' || b === 'unknown') return false;
  if (key === 'loftInsulationMm') return Math.abs(Number(a) - Number(b)) >= LOFT_SAME_MM;
  return a !== b;
}

/** Each fact the household states otherwise than the certificate, with its effect on the rating (the rest as described). */
function differencesOf(input: CertificateCheckInput, certificate: LodgedCertificate, described: number): { differences: CertificateDifference[]; lodgedAsDescribed: number } {
  const { profile, prices } = input;
  const stated = profile.stated;
  const lodged = statedFactsFrom(profile.fabric ?? {});
  const differences: CertificateDifference[] = [];
  let asLodged: HomeProfile = { ...profile, meteredUse: undefined };
  if (stated) {
    for (const key of Object.keys(FACT_NAMES) as Array<keyof typeof FACT_NAMES>) {
      if (!differs(key, lodged, stated)) continue;
      const back: HomeProfile = { ...profile, meteredUse: undefined, stated: { ...stated, [key]: key === 'loftInsulationMm' ? null : 'unknown' } };
      differences.push({ fact: FACT_NAMES[key], certificate: words(key, lodged[key]!), household: words(key, stated[key]!), pointsEffect: described - scoreOf(back, prices) });
      asLodged = { ...asLodged, stated: { ...asLodged.stated!, [key]: key === 'loftInsulationMm' ? null : 'unknown' } };
    }
  }
  if (certificate.heating && certificate.heating !== profile.heatingSystem) {
    const back: HomeProfile = { ...profile, meteredUse: undefined, heatingSystem: certificate.heating, heatingFuel: null };
    differences.push({ fact: 'Main heating', certificate: certificate.heating, household: profile.heatingSystem, pointsEffect: described - scoreOf(back, prices) });
    asLodged = { ...asLodged, heatingSystem: certificate.heating, heatingFuel: null };
  }
  return { differences, lodgedAsDescribed: differences.length > 0 ? scoreOf(asLodged, prices) : described };
}

interface Likely {
  score: number;
  low: number;
  high: number;
}

function adviceOf(input: CertificateCheckInput, status: CertificateStatus, lodgedBand: EpcBand | null, likely: Likely, validUntil: string | null): { advice: NewCertificateAdvice; reasons: string[] } {
  const reasons: string[] = [];
  const likelyBand = epcBand(likely.score);
  const better = lodgedBand !== null && likely.score > BAND_RANGES[lodgedBand][1];
  const worse = lodgedBand !== null && likely.score < BAND_RANGES[lodgedBand][0];
  const required = input.requiredBand ? BAND_RANGES[input.requiredBand][0] : null;
  let advice: NewCertificateAdvice = 'no';
  if (status !== 'current') {
    const missing = status === 'missing' ? 'we hold no certificate for this home' : `the certificate expired on ${longDate(validUntil!)}`;
    advice = input.letting ? 'yes' : 'maybe';
    reasons.push(input.letting
      ? `To let: ${missing}, and a valid one is needed before a home is let.`
      : `To sell or let: ${missing}; a valid one is needed before the home is marketed. For this plan you need none.`);
  }
  if (better && input.letting && required !== null && likely.score >= required && (lodgedBand === null || BAND_RANGES[lodgedBand][0] < required)) {
    advice = 'yes';
    reasons.push(`To let: a new certificate would likely show ${likelyBand}, which meets the standard for lets without more work.`);
  } else if (better) {
    if (advice === 'no') advice = 'maybe';
    reasons.push(`To sell or for a green mortgage: a new certificate would likely show ${likelyBand} rather than ${lodgedBand}; buyers see the band, and some lenders give better rates from B (a few from C).`);
  }
  if (better && lodgedBand !== null && BAND_RANGES[lodgedBand][0] < BAND_RANGES.C[0] && likely.score >= BAND_RANGES.C[0]) {
    reasons.push('Before a grant: schemes for homes rated D to G (Warm Homes: Local Grant, the Great British Insulation Scheme) read the certificate, so apply for them before a new one shows C.');
  }
  if (worse) {
    reasons.push(`A new assessment would likely rate it lower (${likelyBand}); the certificate you have stays valid until ${longDate(validUntil!)}.`);
    if (lodgedBand !== null && BAND_RANGES[lodgedBand][0] >= BAND_RANGES.C[0] && likely.score < BAND_RANGES.C[0]) {
      reasons.push('To prove a grant\'s rule: schemes for homes rated D to G need a certificate that shows it, so a new one could open them.');
      advice = 'maybe';
    }
  }
  if (reasons.length === 0) reasons.push(`Not needed now: the certificate is valid until ${longDate(validUntil!)} and a new assessment would likely give the same band (${likelyBand}).`);
  return { advice, reasons };
}

function summaryOf(status: CertificateStatus, lodgedBand: EpcBand | null, lodgedScore: number | null, likely: Likely, differences: readonly CertificateDifference[]): string {
  const range = `${epcBand(likely.low)} ${likely.low} to ${epcBand(likely.high)} ${likely.high}`;
  if (status === 'missing') return `We hold no certificate for this home. An assessment would likely rate it ${epcBand(likely.score)} ${likely.score} (somewhere from ${range}).`;
  const lodged = lodgedScore !== null ? `${lodgedBand} ${lodgedScore}` : `${lodgedBand}`;
  const facts = differences.map((d) => d.fact.toLowerCase());
  const listed = facts.length > 1 ? `${facts.slice(0, -1).join(', ')} and ${facts.at(-1)}` : facts[0];
  const changed = differences.length > 0 ? `, with the ${listed} as you describe them,` : '';
  const verdict = epcBand(likely.score) === lodgedBand ? 'the same band' : epcBand(likely.score) > lodgedBand! ? 'a lower band' : 'a better band';
  return `The certificate says ${lodged}. A new assessment of the home${changed} would likely give ${epcBand(likely.score)} ${likely.score} (somewhere from ${range}): ${verdict}.`;
}

/**
 * "Is my certificate right?": where the lodged certificate and the household disagree, what each
 * difference does to the rating, how old the certificate is against the method in use, and the band a
 * new assessment would likely give: the lodged score (what an assessor saw) moved by the modelled effect
 * of everything the household states otherwise. Without a lodged score, the plan's own score.
 */
export function checkCertificate(input: CertificateCheckInput): CertificateCheck {
  const { certificate, today } = input;
  const cost = `${gbp(NEW_CERTIFICATE.costMinGbp)} - ${gbp(NEW_CERTIFICATE.costMaxGbp)}`;
  const described = scoreOf({ ...input.profile, meteredUse: undefined }, input.prices);
  const found = certificate ? differencesOf(input, certificate, described) : { differences: [], lodgedAsDescribed: described };
  const lodgedScore = certificate?.score ?? null;
  const lodgedBand = certificate ? certificate.band ?? (lodgedScore !== null ? epcBand(lodgedScore) : null) : null;
  const validUntil = certificate ? addYears(certificate.lodgedOn, NEW_CERTIFICATE.validYears) : null;
  const status: CertificateStatus = !certificate ? 'missing' : validUntil! < today ? 'expired' : 'current';
  const oldMethod = certificate !== null && certificate.lodgedOn < NEW_CERTIFICATE.methodChangedOn;
  const centre = lodgedScore !== null ? lodgedScore + (described - found.lodgedAsDescribed) : input.currentScore;
  const spread = ASSESSOR_SPREAD + (oldMethod || lodgedScore === null ? METHOD_SPREAD : 0);
  const likely: Likely = {
    score: Math.min(100, Math.max(1, Math.round(centre))),
    low: Math.max(1, Math.round(centre) - spread),
    high: Math.min(100, Math.round(centre) + spread),
  };
  const bandWouldChange = lodgedBand !== null && epcBand(likely.score) !== lodgedBand;
  const { advice, reasons } = adviceOf(input, status, lodgedBand, likely, validUntil);
  return {
    status,
    lodgedOn: certificate?.lodgedOn ?? null,
    validUntil,
    ageYears: certificate ? Math.floor((Date.parse(today) - Date.parse(certificate.lodgedOn)) / (365.25 * 86_400_000)) : null,
    lodgedScore,
    lodgedBand,
    likelyScore: likely.score,
    likelyBand: epcBand(likely.score),
    likelyLow: likely.low,
    likelyHigh: likely.high,
    bandWouldChange,
    differences: found.differences,
    methodNote: oldMethod ? NEW_CERTIFICATE.methodNote : null,
    summary: summaryOf(status, lodgedBand, lodgedScore, likely, found.differences),
    advice,
    reasons,
    offerNewCertificate: status !== 'current' || bandWouldChange,
    newCertificateCost: cost,
  };
}
