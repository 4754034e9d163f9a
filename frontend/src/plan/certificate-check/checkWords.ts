import type { NewCertificateAdvice } from '../../gql/graphql';
import { rated } from '../ratingWords';

const ADVICE_WORDS: Record<NewCertificateAdvice, string> = {
  yes: 'worth it',
  maybe: 'may be worth it',
  no: 'not needed now',
};

/** 'A new certificate (£60 - £120): worth it'. */
export const adviceHeading = (advice: NewCertificateAdvice, cost: string): string => `A new certificate (${cost}): ${ADVICE_WORDS[advice]}`;

/** What a difference does to the rating: '+4 points', '-2 points', 'No change'. */
export function pointsEffect(points: number): string {
  if (points === 0) return 'No change';
  const unit = Math.abs(points) === 1 ? 'point' : 'points';
  return `${points > 0 ? '+' : '-'}${Math.abs(points)} ${unit}`;
}

/** 'likely D 65, somewhere from D 58 to C 72'. */
export const likelyRating = (check: { likelyScore: number; likelyLow: number; likelyHigh: number }): string =>
  `likely ${rated(check.likelyScore)}, somewhere from ${rated(check.likelyLow)} to ${rated(check.likelyHigh)}`;

/** '8 years'; a certificate lodged this year is 'Under a year' old. */
export const ageWords = (years: number): string => (years < 1 ? 'Under a year' : `${years} ${years === 1 ? 'year' : 'years'}`);
