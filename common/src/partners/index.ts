export * from './partner-inputs.js';
export * from './rented-home-inputs.js';
