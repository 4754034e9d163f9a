import * as z from 'zod/mini';
import { payloadObject, trimmedText, type InputSchema } from './validation/schema-check.js';

/**
 * Rules both sides apply to a question for Thermy: the page refuses what the server would refuse,
 * with the same words.
 */
export const THERMY_MESSAGE_MAX_LENGTH = 1000;

/** @internal exported for its tests, which expect these messages */
export const THERMY_MESSAGES = {
  empty: 'Please type a question',
  tooLong: `Please keep your question to ${THERMY_MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters or fewer.`,
  unknownConversation: 'conversationId is not one Thermy gave; leave it out to start a new conversation.',
} as const;

/** The question, trimmed. */
export const thermyMessage = z.pipe(
  trimmedText,
  z.string().check(
    z.minLength(1, { error: THERMY_MESSAGES.empty }),
    z.maxLength(THERMY_MESSAGE_MAX_LENGTH, { error: THERMY_MESSAGES.tooLong }),
  ),
);

/** The conversation ids Thermy hands out are UUIDs. */
const CONVERSATION_ID = /^[0-9a-f-]{36}$/;

/** The id the client sent back; nothing (undefined, null or empty) starts a new conversation. */
const conversationId = z.pipe(
  z.transform((value: unknown) => (value === null || value === '' ? undefined : value)),
  z.optional(z.string({ error: THERMY_MESSAGES.unknownConversation }).check(z.regex(CONVERSATION_ID, { error: THERMY_MESSAGES.unknownConversation }))),
);

export interface ThermyQuestion {
  message: string;
  /** Undefined starts a new conversation. */
  conversationId?: string;
}

/** POST /api/thermy/messages (and /stream) and `askThermy`: a question, and the conversation it follows up, if any. */
export const thermyQuestionSchema: InputSchema<ThermyQuestion> = payloadObject({ message: thermyMessage, conversationId });
