export * from './brand.js';
export * from './postcode.js';
