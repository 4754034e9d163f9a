export * from './auth.js';
export * from './brand.js';
export * from './email.js';
export * from './energy-plan/index.js';
export * from './grants/index.js';
export * from './home-profile/index.js';
export * from './postcode.js';
export * from './thermy.js';
