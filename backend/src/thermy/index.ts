/** What Thermy publishes to the others besides ThermyService: the conversation a visitor's session keeps. */
export type { ThermyConversation } from './thermy-conversation.js';
