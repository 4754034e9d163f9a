export { createRegisterLookup } from './create-register-lookup.js';
export { RegisterLookup } from './register-lookup.js';
