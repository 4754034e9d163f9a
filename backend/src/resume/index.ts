/**
 * What the resume feature publishes to the others besides its service: how a mailed link is
 * described, so the welcome mail words the link it carries the same way.
 */
export { resumeLinkNote } from './resume-mail.js';
