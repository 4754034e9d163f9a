/**
 * What the properties feature publishes to the others: the home entity itself, which plans, share
 * links and grants answers belong to and lock, the home's details a shared plan shows, and the home's
 * REST answer, which a plan's REST answer embeds. Everything else is reached through PropertyService.
 */
export { HomeDetails } from './home-details.js';
export { HomeFactsInput } from './home-facts.input.js';
export { Property } from './property.entity.js';
export { presentPropertyJson } from './property.presenter.js';
export { PropertyInputType } from './property.type.js';
