export * from './contact-message.js';
