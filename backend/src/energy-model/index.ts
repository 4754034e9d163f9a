/** Warmwise energy model: pure functions, no I/O. */
export type { EnergyEstimate, EpcBand, FabricFacts, HeatingFuel, HeatingSystem, HomeProfile, PropertyType, YearBuilt } from './types.js';
export { PROPERTY_TYPES, YEAR_BUILT_OPTIONS } from './types.js';
export { fabricFromCertificate } from './epc-descriptions.js';
export { statedFactsFrom, type StatedFacts } from './stated-facts.js';
export { isCurrentPriceTable, priceTable, pricesNote } from './prices.js';
export { MEASURES, measureById, measureByTitle } from './measures/catalogue.js';
export { airSourceHeatPump } from './measures/heating.js';
export type { Measure } from './measures/measure.js';
export { buildPlan } from './plan/build-plan.js';
export { MODEL_ASSUMPTIONS, MODEL_VERSION } from './assumptions.js';
export { estimateEnergy } from './estimate-energy.js';
export { shownPounds, type PlanStep } from './plan/steps.js';
export { gbp, longDate } from './plan/format.js';
export type { HeatPumpGrant, HeatPumpVerdict } from './heat-pump/verdict.js';
export type { HeatingDecision } from './plan/heating-decision.js';
export type { LodgedCertificate, CertificateCheck } from './rental/certificate-check.js';
export { wordedFor, type LandlordGrant, type RentalStandard } from './rental/rental-standard.js';
export { RENTAL_STANDARDS } from './rental/rental-standards-file.js';
