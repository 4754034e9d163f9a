/**
 * The energy plan as both sides read it: normalisation and validation, the stored envelope and
 * display rules, and the card formatting (docs/product.md, "How a plan is read and checked" and
 * "The plan and its cards"). Pure, so the server and the browser share it. Internal helpers stay unexported to keep common's namespace small.
 */
export { displayOrder } from './display-order.js';
export { PlanValidationError } from './errors.js';
export {
  firstScreenTexts,
  headlineFigures,
  PLAN_FIRST_SCREEN_ELEMENT_ID,
  PLAN_FIRST_SCREEN_TEMPLATE,
  PLAN_RELOAD_COOKIE,
  PLAN_RELOAD_COOKIE_SECONDS,
  planFirstScreen,
  type PlanFirstScreen,
  type PlanHeadlineFigures,
} from './first-screen.js';
export { formatAnnualSaving, formatCost, formatCount, formatRatingChange, priorityLabel } from './format.js';
export { isFreeOrEasy } from './free-easy.js';
export { createPlanEnvelope, readStoredPlan, type StoredPlanRead } from './stored-plan.js';
export { INSTALLATION_TYPES, RECOMMENDATION_PRIORITIES } from './types.js';
export type { InstallationType, Recommendation, RecommendationPriority } from './types.js';
export { isRecord } from './values.js';
export { HEAT_PUMP_READINESS, PLAN_STEP_KINDS, type HeatPumpReadiness, type PlanStepKind } from './plan-steps.js';
export { heatingDecisionWords, type HeatingOptionWords } from './heating-decision.js';
export * from './rental-standard.js';
export { epcBandOf } from './rating-bands.js';
