/** Warmwise energy model: pure functions, no I/O. */
export type {
  AgeBand, BillBreakdown, CylinderInsulation, EndUseDemand, EnergyEstimate, EpcBand, FabricFacts, FlatPosition, FloorType, FuelUse,
  GlazingType, HeatingControls, HeatingSystem, HomeProfile, PlanPriority, PropertyType, WallConstruction, YearBuilt,
} from './types.js';
export { EPC_BANDS, HEATING_SYSTEMS, PLAN_PRIORITIES, PROPERTY_TYPES, YEAR_BUILT_OPTIONS } from './types.js';
export { fabricFromEpcDescriptions, type EpcDescriptions } from './epc-descriptions.js';
export { CURRENT_PRICE_TABLE_ID, PRICE_TABLES, priceTable, type PriceTable } from './prices.js';
export { epcBand, sapScore } from './sap-rating.js';
export { MEASURES, measureById, measureByTitle } from './measures/catalogue.js';
export type { CostRange, InstallationType, Measure, MeasurePriority } from './measures/measure.js';
export { buildPlan, type BuildPlanOptions, type EnergyPlan } from './plan/build-plan.js';
export type { Recommendation } from './plan/recommendation.js';
export { MODEL_VERSION } from './assumptions.js';
export { estimateEnergy } from './estimate-energy.js';
