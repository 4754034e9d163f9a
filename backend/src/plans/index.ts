/**
 * What the plans feature publishes to the others besides EnergyPlanService: the GraphQL shapes and
 * presenter a shared plan reuses, so a plan reads the same to its owner and through its link; and the
 * standard for rented homes of a home a partner describes, with its GraphQL shapes.
 */
export { presentPlanFigures } from './energy-plan.presenter.js';
export { PlanFiguresView } from './energy-plan.type.js';
export { Recommendation } from './recommendation.entity.js';
export { rentedHomeStandard } from './rented-home-standard.js';
export { CertificateCheckView } from './certificate-check.type.js';
export { RentalStandardView } from './rental-standard.type.js';
