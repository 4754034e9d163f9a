import type { CertificateCheck, RentalStandard } from '../energy-model/index.js';
import { gbp, longDate } from '../energy-model/index.js';
import type { EnergyPlan } from '../plans/energy-plan.entity.js';
import { mentionsAnyOf } from './knowledge/knowledge-search.js';

/**
 * "Does my rented home meet the 2030 rule?", "what must my landlord do?", "do I need EPC C to let?":
 * the standard for rented homes, spelled right or not ("landlord", "renting", "MEES"). "Let" alone is
 * not enough ("let me know"); "to let" and "letting" are.
 */
const RENTAL_WORDS = mentionsAnyOf('landlord landlords tenant tenants renting rented rental letting mees');
const RENTAL_PHRASES = /\b2030\b|\bto let\b|\blet (it|out|my|our|the)\b|\bminimum (energy )?standard\b|\bepc c\b/i;
export const asksRentalStandard = (question: string): boolean => RENTAL_PHRASES.test(question) || RENTAL_WORDS(question);

/**
 * "Is my certificate right?", "is my EPC out of date?", "should I get a new EPC?": a certificate and a
 * word doubting it, spelled right or not ("is my certifcate acurate").
 */
const NAMES_A_CERTIFICATE = mentionsAnyOf('certificate certificates epc epcs');
const DOUBTS_IT = mentionsAnyOf('right wrong accurate inaccurate correct incorrect outdated stale expired expiry valid renew redo update');
const CERTIFICATE_PHRASES = /\bout of date\b|\bup to date\b|\bnew (epc|certificate)\b|\b(epc|certificate) (check|again)\b/i;
export const asksCertificateCheck = (question: string): boolean =>
  NAMES_A_CERTIFICATE(question) && (DOUBTS_IT(question) || CERTIFICATE_PHRASES.test(question));

const routeWords = (route: NonNullable<RentalStandard['route']>) =>
  `${route.measures.map((measure) => `${measure.title} (${gbp(measure.costMin)} - ${gbp(measure.costMax)}, +${measure.sapPointsGain} points)`).join(', ')}: ${gbp(route.costMin)} - ${gbp(route.costMax)} in all, taking it to ${route.scoreAfter}`;

/** The standard as the plan states it: headline, route, what the cap buys, exemption, the tenant's side, grants and the source. */
export function rentalStandardFacts(plan: EnergyPlan): string {
  const standard = plan.rentalStandard;
  if (!standard) {
    const tenure = plan.property.tenure ?? 'not given';
    return `The standards for rented homes apply to homes let privately. Your home details say the tenure is ${tenure.toLowerCase()}, so your plan does not include them; if you let the home, or mean to, say so in your home details and your plan will show what the standard asks of it.`;
  }
  const parts = [standard.headline];
  if (standard.route) parts.push(`The cheapest way there, fabric first: ${routeWords(standard.route)}.`);
  if (standard.withinCap) parts.push(`What the cap buys: ${routeWords(standard.withinCap)}.`);
  if (standard.exemption) parts.push(standard.exemption);
  if (standard.tenantSaving) parts.push(standard.tenantSaving);
  if (standard.grants.length > 0) parts.push(`Help with the cost: ${standard.grants.map((grant) => `${grant.name} (${grant.verdict === 'likely' ? 'likely' : 'worth checking'}; ${grant.who})`).join('; ')}.`);
  parts.push(`Source: ${standard.source}, ${longDate(standard.sourceAsOf)} (${standard.sourceGrade}).`);
  return parts.join(' ');
}

const ADVICE: Record<CertificateCheck['advice'], string> = { yes: 'worth paying for', maybe: 'may be worth paying for', no: 'not needed now' };

/** "Is my certificate right?" as the plan answers it: the summary, each difference, the method, and whether a new one is worth it. */
export function certificateFacts(plan: EnergyPlan): string {
  const check = plan.certificateCheck;
  if (!check) return 'Your plan was made before it checked certificates; open it again and it will.';
  const differences = check.differences.map((d) => `${d.fact}: the certificate says ${d.certificate.toLowerCase()}, you say ${d.household.toLowerCase()} (${d.pointsEffect >= 0 ? '+' : ''}${d.pointsEffect} points)`);
  return [
    check.summary,
    differences.length > 0 ? `Where the certificate and you differ: ${differences.join('; ')}.` : '',
    check.methodNote ?? '',
    `A new certificate (${check.newCertificateCost}) is ${ADVICE[check.advice]}: ${check.reasons.join(' ')}`,
  ].filter(Boolean).join(' ');
}
