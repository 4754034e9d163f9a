import { SESSION_KEYS } from '../../storage/keys';
import { readItem, writeItem } from '../../storage/safeStorage';

/** The visitor's e-mail, kept for the browser session (the quote request reads it too). */
export function readContactEmail(): string {
  return readItem('session', SESSION_KEYS.userEmail) ?? '';
}

export function saveContactEmail(email: string): void {
  writeItem('session', SESSION_KEYS.userEmail, email);
}
