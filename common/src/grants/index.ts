export * from './options.js';
export * from './catalogue.js';
export * from './household.js';
export * from './eligibility.js';
export * from './verdict.js';
export * from './submission.js';
