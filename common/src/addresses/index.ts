export * from './address-inputs.js';
