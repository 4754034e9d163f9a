export * from './options.js';
export * from './property-input.js';
export * from './epc-validity.js';
export * from './fuel-use.js';
