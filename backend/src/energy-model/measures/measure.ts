import type { InstallationType, RecommendationPriority } from '@warmwise/common';
import type { Geometry } from '../geometry.js';
import type { ModelHome } from '../model-home.js';
import type { HomeProfile, PlanPriority } from '../types.js';
import type { Lifetime } from './lifetimes.js';

/** Plan order: fabric first, then hot water and heating, renewables, behaviour, then information. */
export type MeasureStage = 'fabric' | 'hot_water' | 'heating' | 'renewable' | 'behaviour' | 'information';

/** Installed cost in £ (0/0 = free; null = varies, e.g. a survey quoted per home). */
export type CostRange = { min: number; max: number } | null;

/**
 * How likely a home like this still needs the measure, when the profile cannot say (a cavity of
 * unknown status, a smart meter nobody asked about): the item's figures are weighted by `share`,
 * and `note` is put before its description so the visitor knows to check first, with the likely
 * saving the card shows and the saving once the need is confirmed.
 */
export interface Likelihood {
  share: number;
  note(saving: { likelyGbp: number; ifConfirmedGbp: number }): string;
}

/** What the plan knows of the home only as likelihoods (plan/rating-inference.ts). */
export interface LikelyFacts {
  /** The chance an unknown older cavity is still empty, after any stated or lodged rating; null when known. */
  emptyCavityChance: number | null;
}

export interface Measure {
  id: string;
  title: string;
  stage: MeasureStage;
  installationType: InstallationType;
  priority: RecommendationPriority;
  /** Counts as fabric or draught work when ranking for comfort. */
  comfort: boolean;
  icon: string;
  image: string;
  description: string;
  learnMore: string;
  sources: string[];
  /** Year of the prices `cost` is written in; the catalogue restates them in 2025 pounds. */
  costYear: number;
  /** Working life, so a measure that never pays for itself is not sold to save money. */
  lifetime: Lifetime;
  /**
   * The measure replaces equipment past its working life (a non-condensing boiler is at least 20 years
   * old), so it is offered whatever its payback: the choice is only what to replace it with.
   */
  replacesWornOut?: true;
  /** False for behaviour an EPC cannot see (switching off at the socket): the rating stays as it was. */
  ratedBySap?: false;
  /** Omitted when the profile tells us the measure is needed. */
  likelihood?(profile: HomeProfile, likely: LikelyFacts): Likelihood | null;
  /** False when the profile does not state the fact that makes the measure worth doing: it is then not offered. */
  offered?(profile: HomeProfile): boolean;
  applies(home: ModelHome, priority: PlanPriority): boolean;
  /** Returns the home after the measure; the model is re-run on it. Identity for informational items. */
  apply(home: ModelHome): ModelHome;
  cost(home: ModelHome, geo: Geometry): CostRange;
}

/** Rounds a cost range to the nearest £10 (or £50 above £1,000) so it reads as the estimate it is. */
export function range(min: number, max: number): CostRange {
  const round = (v: number) => (v >= 1000 ? Math.round(v / 50) * 50 : Math.round(v / 10) * 10);
  return { min: round(min), max: Math.max(round(max), round(min)) };
}
