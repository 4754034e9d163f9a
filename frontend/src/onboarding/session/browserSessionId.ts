import { SESSION_KEYS } from '../../storage/keys';
import { readItem, writeItem } from '../../storage/safeStorage';

function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The id of this browser session, recorded on every stored plan envelope (spec section 3). The
 * app-wide new-session wipe (section 4) sets it on first load; until that lands, the first
 * reader creates it, so an envelope is never written without one.
 */
export function browserSessionId(): string {
  const existing = readItem('session', SESSION_KEYS.sessionId);
  if (existing) return existing;
  const id = newSessionId();
  writeItem('session', SESSION_KEYS.sessionId, id);
  return id;
}
