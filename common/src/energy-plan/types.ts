/** The energy plan and recommendation as every consumer sees them after normalisation. */
export const INSTALLATION_TYPES = ['insulation', 'heating', 'renewable', 'other'] as const;
export type InstallationType = (typeof INSTALLATION_TYPES)[number];

export const RECOMMENDATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type RecommendationPriority = (typeof RECOMMENDATION_PRIORITIES)[number];

export const PLAN_EPC_BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type PlanEpcBand = (typeof PLAN_EPC_BANDS)[number];

export type RecommendationId = number | string;

/** Pounds (or kg) from min to max, for figures quoted as a range rather than as text. */
export interface AmountRange {
  min: number;
  max: number;
}

/** Cost or savings: display text ('Free', '£50-£100'), a number, or a numeric range. */
export type Amount = string | number | AmountRange;

export interface Recommendation {
  id: RecommendationId;
  title: string;
  description: string;
  cost?: Amount;
  /** £ a year saved, never negative: a measure that costs more to run saves 0. */
  savings?: Amount;
  /** The signed £ a year when the plan gives it: negative when the measure costs more to run. */
  annualSavingGbp?: number;
  /** The model's signed £ a year, the upper end of the saving, when the plan gives it (plans before it have one figure). */
  modelledSavings?: number;
  /** Why the item sits at its rank, in one line, when the plan gives it. */
  rankReason?: string;
  /** True for items that help act on the plan (survey, EPC) and save nothing themselves. */
  informational?: boolean;
  carbonSaving: number;
  installationType: InstallationType;
  icon?: string;
  image?: string;
  priority: RecommendationPriority;
  learnMore?: string;
}

export interface RecommendationLists {
  top3: Recommendation[];
  all: Recommendation[];
}

export interface EnergyPlan {
  id: number | string;
  propertyId: number | string;
  propertyData: Record<string, unknown> | null;
  recommendations: RecommendationLists;
  potentialSavings: number;
  co2Reduction: number;
  propertyValueIncrease: string;
  epcImprovement: string;
  currentEpcRating: PlanEpcBand;
  potentialEpcRating: PlanEpcBand;
  currentEnergyEfficiency: number;
  potentialEnergyEfficiency: number;
  createdAt: string;
  updatedAt: string;
}

/** One failed rule, reported as a 'field: message' pair. */
export interface PlanIssue {
  field: string;
  message: string;
}

export interface NormaliseOptions {
  /** Clock for default ids and timestamps; tests pass a fixed one. */
  now?: () => Date;
}
