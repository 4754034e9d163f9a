import { BAND_RANGES, epcBand } from '../sap-rating.js';
import type { EpcBand } from '../types.js';

export interface LodgedRating {
  /** The certificate's SAP score (CURRENT_ENERGY_EFFICIENCY), 1-100. */
  score?: number | null;
  /** A band the visitor or the certificate gives when no score is known. */
  band?: EpcBand | null;
}

export interface AnchoredRating {
  current: number;
  after: number;
  note?: string;
}

const isScore = (score: number | null | undefined): score is number => typeof score === 'number' && Number.isFinite(score) && score >= 1 && score <= 100;

/**
 * A lodged certificate outranks our estimate of today's rating: its score is the current rating and the
 * potential is that score plus the points the model gains with the plan's measures. With only a band,
 * the modelled score is pulled into the band and the modelled gain added on top.
 */
export function anchorRating(modelled: number, modelledAfter: number, lodged: LodgedRating): AnchoredRating {
  const gain = modelledAfter - modelled;
  if (isScore(lodged.score)) {
    const current = Math.round(lodged.score);
    const after = Math.min(100, Math.max(current, current + gain));
    if (current === modelled) return { current, after };
    return {
      current,
      after,
      note: `Your EPC's lodged score is ${current} (band ${epcBand(current)}); our model rates the home ${modelled} (band ${epcBand(modelled)}) `
        + 'from what we know of it, using SAP 10.2 prices, standing charges, climate and default U-values where the certificate gives no detail; '
        + `an assessor measured the home and the certificate may be from an earlier SAP version. We show your lodged score and add the ${gain} points the model gains with these measures.`,
    };
  }
  if (!lodged.band || epcBand(modelled) === lodged.band) return { current: modelled, after: modelledAfter };
  const [low, high] = BAND_RANGES[lodged.band];
  const current = Math.min(high, Math.max(low, modelled));
  const after = Math.min(100, Math.max(current, current + gain));
  return {
    current,
    after,
    note: `Your EPC says band ${lodged.band}; our model estimated ${epcBand(modelled)} (${modelled}). We use a score of ${current} within your EPC band and add the modelled improvement.`,
  };
}
