import { epcBand } from '../sap-rating.js';
import type { EpcBand } from '../types.js';

export interface LodgedRating {
  /** The certificate's SAP score (CURRENT_ENERGY_EFFICIENCY), 1-100. */
  score?: number | null;
  /** A band the visitor or the certificate gives when no score is known. */
  band?: EpcBand | null;
}

const isScore = (score: number | null | undefined): score is number => typeof score === 'number' && Number.isFinite(score) && score >= 1 && score <= 100;

/** Past this many points apart, the plan says why its model and the certificate differ. */
const NOTABLE_GAP = 5;

const WHY_THEY_DIFFER = 'An assessor saw the home, and the certificate may be from an earlier SAP version; we rate what we know at SAP 10.2 prices, standing charges and UK-average weather, with default U-values where nothing more is known.';
const ONE_HOME = 'Every score in this plan (today, after each step and the potential) is that same home\'s, so a step that saves money shows in the score. Telling us more of the home under "Tell us what you know" brings the two closer.';

/**
 * Every score a plan shows is the modelled home's: today's, after each step and the potential. The
 * unknown facts were first inferred towards a stated or lodged rating (rating-inference.ts); where
 * that was not enough, the plan says so plainly rather than show a number the model did not compute.
 * Null when the two agree: the same band, or a lodged score within a few points.
 */
export function ratingDisagreement(modelled: number, lodged: LodgedRating): string | null {
  const described = `the home as described rates ${epcBand(modelled)} ${modelled}`;
  if (isScore(lodged.score)) {
    const score = Math.round(lodged.score);
    if (Math.abs(score - modelled) <= NOTABLE_GAP) return null;
    return `Your certificate's score is ${score} (band ${epcBand(score)}); ${described}. ${WHY_THEY_DIFFER} ${ONE_HOME}`;
  }
  if (!lodged.band || epcBand(modelled) === lodged.band) return null;
  return `Your certificate says ${lodged.band}; ${described}. ${WHY_THEY_DIFFER} ${ONE_HOME}`;
}
