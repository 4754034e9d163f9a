export * from './partner-inputs.js';
