export { createRegisterLookup, type RegisterLookupDependencies } from './create-register-lookup.js';
export { RegisterLookup, type RegisterAnswer, type RegisterLookupOptions } from './register-lookup.js';
