export * from './plan-requests.js';
