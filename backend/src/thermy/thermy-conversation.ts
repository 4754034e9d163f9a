import { randomUUID } from 'node:crypto';

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

/** The session's conversation when the client continues it; a new one otherwise (or after the session ended). */
export function continueConversation(stored: ThermyConversation | undefined, requestedId: string | undefined): ThermyConversation {
  if (stored && requestedId === stored.id) return stored;
  return { id: randomUUID(), turns: [] };
}

export function withTurn(conversation: ThermyConversation, turn: ThermyTurn): ThermyConversation {
  return { id: conversation.id, turns: [...conversation.turns, turn].slice(-MAX_REMEMBERED_TURNS) };
}
