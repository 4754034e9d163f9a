import { randomUUID } from 'node:crypto';
import { badInput } from '../errors/domain-error.js';

/** One question asked, and the measure it was about (so "how much would it cost?" can follow it). */
export interface ThermyTurn {
  question: string;
  measureId?: string;
}

/**
 * A conversation lives in the visitor's session only, never in a table: it ends with the session
 * (the browser closes, or the idle time-out), and only the last few questions are kept.
 */
export interface ThermyConversation {
  id: string;
  turns: ThermyTurn[];
}

/** Ours: enough for a follow-up to find its topic, little enough to keep sessions small. */
const MAX_REMEMBERED_TURNS = 6;

const CONVERSATION_ID = /^[0-9a-f-]{36}$/;

/** The id the client sent back, checked; undefined starts a new conversation. */
export function parseConversationId(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !CONVERSATION_ID.test(value)) {
    throw badInput('conversationId is not one Thermy gave; leave it out to start a new conversation.', { field: 'conversationId' });
  }
  return value;
}

/** The session's conversation when the client continues it; a new one otherwise (or after the session ended). */
export function continueConversation(stored: ThermyConversation | undefined, requestedId: string | undefined): ThermyConversation {
  if (stored && requestedId === stored.id) return stored;
  return { id: randomUUID(), turns: [] };
}

export function withTurn(conversation: ThermyConversation, turn: ThermyTurn): ThermyConversation {
  return { id: conversation.id, turns: [...conversation.turns, turn].slice(-MAX_REMEMBERED_TURNS) };
}
