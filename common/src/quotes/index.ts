export * from './quote-request.js';
