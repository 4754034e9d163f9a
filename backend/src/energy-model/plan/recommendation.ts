import type { InstallationType, RecommendationPriority } from '@warmwise/common';

/** Shaped like common's plan Recommendation, plus the numbers a UI needs. */
export interface Recommendation {
  id: string;
  title: string;
  description: string;
  /** Display text: '£500 - £1,500', 'Free' or 'Variable'. */
  cost: string;
  /** £ a year saved, in plan order: never negative, 0 when the measure costs more to run (see annualSavingGbp). */
  savings: number;
  /** Marginal kg CO2 a year. */
  carbonSaving: number;
  installationType: InstallationType;
  icon: string;
  /** File name under /attached_assets/. */
  image: string;
  priority: RecommendationPriority;
  learnMore: string;
  costMin: number | null;
  costMax: number | null;
  /**
   * Signed £ a year that homes like this one typically save (measured evidence where there is some):
   * the headline, used in totals, paybacks and ranking. Negative when the measure costs more to run;
   * such items are left out of the plan's totals.
   */
  annualSavingGbp: number;
  /** Signed £ a year the model gives for a home heated throughout as an EPC assumes: the upper end, ≥ the typical figure. */
  modelledSavingGbp: number;
  co2SavingKg: number;
  paybackYears: number | null;
  /** Marginal change of the SAP-like score. */
  sapPointsGain: number;
  /** Marginal useful space-heating and hot-water heat saved, kWh/yr (comfort ranking). */
  heatSavingKwh: number;
  /** Position when the package was modelled (1-based), so the marginal figures can be read in order. */
  planOrder: number;
  comfort: boolean;
  informational: boolean;
  /** Working life in years; under reduce_bills no item's payback exceeds it. */
  lifetimeYears: number;
  sources: string[];
  /** One line saying why the item sits where it does in the ranking ('saves the most per pound'). */
  rankReason: string;
  /** It replaces equipment past its working life (an old boiler): a replacement to plan for, not ranked by value. */
  replacementDue: boolean;
  /** For the heating option the plan chose over its alternative: why (plan/heating-decision.ts). */
  heatingChoice?: string;
}

/** What the plan builder makes; the ranking adds the reason for each item's place. */
export type UnrankedRecommendation = Omit<Recommendation, 'rankReason'>;
