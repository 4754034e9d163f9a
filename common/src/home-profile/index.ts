export * from './options.js';
export * from './property-input.js';
