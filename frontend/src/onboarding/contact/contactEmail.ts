import { SESSION_KEYS } from '../../storage/keys';
import { readItem, writeItem } from '../../storage/safeStorage';
import { readDraftPart, saveDraftPart } from '../wizard/wizardDraft';

/** The visitor's e-mail, kept for the browser session (the quote request reads it too). */
export function readContactEmail(): string {
  return readItem('session', SESSION_KEYS.userEmail) ?? '';
}

export function saveContactEmail(email: string): void {
  writeItem('session', SESSION_KEYS.userEmail, email);
}

/**
 * The e-mail as typed, before Continue checks it, so a reload keeps it; undefined until the visitor
 * types. Kept apart from the checked one, which the rest of the app reads.
 */
export function readTypedEmail(): string | undefined {
  const typed = readDraftPart('email');
  return typeof typed === 'string' ? typed : undefined;
}

export function saveTypedEmail(email: string): void {
  saveDraftPart('email', email);
}
