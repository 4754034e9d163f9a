/**
 * What the properties feature publishes to the others: the home entity itself, which plans, share
 * links and grants answers belong to and lock. Everything else is reached through PropertyService.
 */
export { Property } from './property.entity.js';
