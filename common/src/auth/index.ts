export * from './inputs.js';
export * from './rules.js';
