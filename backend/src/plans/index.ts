/**
 * What the plans feature publishes to the others besides EnergyPlanService: the GraphQL shapes and
 * presenter a shared plan reuses, so a plan reads the same to its owner and through its link.
 */
export { presentPlanFigures } from './energy-plan.presenter.js';
export { PlanFiguresView } from './energy-plan.type.js';
export { Recommendation } from './recommendation.entity.js';
