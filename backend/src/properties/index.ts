/**
 * What the properties feature publishes to the others: the home entity itself, which plans, share
 * links and grants answers belong to and lock, and the home's details a shared plan shows. Everything
 * else is reached through PropertyService.
 */
export { HomeDetails } from './home-details.js';
export { Property } from './property.entity.js';
