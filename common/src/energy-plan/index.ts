/**
 * The energy plan as both sides read it: normalisation and validation, the stored envelope and
 * display rules, and the card formatting (docs/product.md, "How a plan is read and checked" and
 * "The plan and its cards"). Pure, so the server and the browser share it. Internal helpers stay unexported to keep common's namespace small.
 */
export { amountToNumber } from './amount.js';
export {
  FALLBACK_SAVINGS_CAP,
  FREE_EASY_COST_CAP,
  NUMBER_MESSAGES,
  PLAN_DEFAULTS,
  PLAN_MESSAGES,
  PLAN_SCHEMA_VERSION,
  PRIORITY_LABELS,
  TOP_RECOMMENDATIONS_SIZE,
} from './constants.js';
export { displayOrder, type RecommendationSource, topRecommendations } from './display-order.js';
export { PlanNotFoundError, PlanValidationError } from './errors.js';
export { formatAnnualSaving, formatCost, formatCount, type PriorityLabel, priorityLabel } from './format.js';
export { FREE_EASY_TITLES, freeOrEasyRecommendations, isFreeOrEasy } from './free-easy.js';
export { normaliseEnergyPlan } from './normalise-plan.js';
export { parseAmountText } from './numbers.js';
export { checkRecommendation, normaliseRecommendation, type RecommendationCheck } from './recommendation.js';
export { removeRecommendation } from './remove-recommendation.js';
export {
  createPlanEnvelope,
  isCorruptedPlanData,
  readStoredPlan,
  type StoredPlanEnvelope,
  type StoredPlanOptions,
  type StoredPlanRead,
} from './stored-plan.js';
export {
  type Amount,
  type AmountRange,
  type EnergyPlan,
  INSTALLATION_TYPES,
  type InstallationType,
  type NormaliseOptions,
  PLAN_EPC_BANDS,
  type PlanEpcBand,
  type PlanIssue,
  type Recommendation,
  RECOMMENDATION_PRIORITIES,
  type RecommendationId,
  type RecommendationLists,
  type RecommendationPriority,
} from './types.js';
