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

/** Past this many points apart, the plan says why its model and the certificate differ. */
const NOTABLE_GAP = 5;

/**
 * The plan's current and potential rating. A lodged score, or a stated band, outranks our estimate of
 * today's rating; the potential is always the modelled home's own score after its measures (the unknown
 * facts were first inferred from the rating, so that home is the one rated), never a gain added to a
 * score from another baseline. It is never shown below the current rating.
 */
export function anchorRating(modelled: number, modelledAfter: number, lodged: LodgedRating): AnchoredRating {
  if (isScore(lodged.score)) {
    const current = Math.round(lodged.score);
    const after = Math.max(current, modelledAfter);
    if (Math.abs(current - modelled) <= NOTABLE_GAP) return { current, after };
    return {
      current,
      after,
      note: `Your EPC's lodged score is ${current} (band ${epcBand(current)}); the home as we know it rates ${modelled} (band ${epcBand(modelled)}) `
        + 'using SAP 10.2 prices, standing charges, UK-average weather and default U-values where the certificate gives no detail; '
        + `an assessor measured the home and the certificate may be from an earlier SAP version. We show your lodged score, and the potential is our modelled home's score after these measures (${modelledAfter}).`,
    };
  }
  if (!lodged.band || epcBand(modelled) === lodged.band) return { current: modelled, after: modelledAfter };
  const [low, high] = BAND_RANGES[lodged.band];
  const current = Math.min(high, Math.max(low, modelled));
  return {
    current,
    after: Math.max(current, modelledAfter),
    note: `Your EPC says band ${lodged.band}; the closest home to it that we could model from what we know rates ${modelled} (band ${epcBand(modelled)}). We show ${current}, within your band, and the potential is the modelled home's score after these measures.`,
  };
}
