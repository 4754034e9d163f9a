import { clearStoredPlanAndUserData } from '../storage/clearStoredData';
import { SESSION_KEYS, VISIT_KEYS } from '../storage/keys';
import { readItem, writeItem } from '../storage/safeStorage';

export type BrowserSessionStart = { isNew: boolean; sessionId: string };

function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * docs/product.md, "Browser session and stored data". Local storage outlives the tab, so a plan or property left
 * there by an earlier visit must not leak into a new one: with no session marker, every stored
 * plan, property, cache and questionnaire key is wiped before anything reads it.
 */
export function startBrowserSession(): BrowserSessionStart {
  const existingId = readItem('session', SESSION_KEYS.sessionId);
  if (readItem('session', VISIT_KEYS.sessionMarker) === 'active' && existingId) {
    return { isNew: false, sessionId: existingId };
  }
  clearStoredPlanAndUserData();
  const sessionId = newSessionId();
  writeItem('session', SESSION_KEYS.sessionId, sessionId);
  writeItem('session', VISIT_KEYS.sessionStartedAt, new Date().toISOString());
  writeItem('session', VISIT_KEYS.sessionMarker, 'active');
  return { isNew: true, sessionId };
}

/**
 * The id of this browser session, recorded on every stored plan envelope. The
 * new-session start above sets it on first load; a reader that comes first creates it, so an
 * envelope is never written without one.
 */
export function browserSessionId(): string {
  const existing = readItem('session', SESSION_KEYS.sessionId);
  if (existing) return existing;
  const id = newSessionId();
  writeItem('session', SESSION_KEYS.sessionId, id);
  return id;
}
