export * from './address-inputs.js';
export * from './typed-address.js';
