/**
 * Business constants and messages of the energy plan, in one place so the server and the browser
 * reject and default the same way (docs/product.md, "How a plan is read and checked" and
 * "The plan and its cards").
 */
export const PLAN_SCHEMA_VERSION = 1;

/** Used only when a plan carries no savings figure and we fall back to summing recommendations. */
export const FALLBACK_SAVINGS_CAP = 1500;

export const TOP_RECOMMENDATIONS_SIZE = 3;

/** A recommendation costing at most this (its lowest £ amount) counts as Free / Easy. */
export const FREE_EASY_COST_CAP = 200;

export const PLAN_DEFAULTS = {
  epcImprovement: 'C',
  currentEpcRating: 'D',
  potentialEpcRating: 'C',
  propertyValueIncrease: '3-5%',
  currentEnergyEfficiency: 60,
  potentialEnergyEfficiency: 70,
} as const;

export const PLAN_MESSAGES = {
  validationFailed: 'Energy plan validation failed',
  notAnObject: 'Energy plan data must be an object',
  noRecommendations: 'Validated plan must contain at least one recommendation',
  recommendationsShape: 'Must be a list, JSON text of a list, or an object with top3 and all',
  recommendationNotAnObject: 'Recommendation must be an object',
  required: 'Required',
  idType: 'Must be a number or text',
  amountType: 'Must be a number, text or a range',
} as const;

export const NUMBER_MESSAGES = {
  notFinite: 'Must be a finite number',
  negative: 'Must be non-negative',
  notPositive: 'Must be greater than zero',
} as const;

export const PRIORITY_LABELS = {
  higher: 'Higher Priority',
  lower: 'Lower Priority',
} as const;
