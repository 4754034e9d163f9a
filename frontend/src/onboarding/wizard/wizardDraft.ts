import { isRecord } from '@warmwise/common';
import { SESSION_KEYS } from '../../storage/keys';
import { readJson, writeItem } from '../../storage/safeStorage';

/**
 * What the visitor has entered in the wizard but not confirmed with Continue yet: the address list
 * and the home picked from it, the e-mail as typed, and unsaved Home profile answers. It is kept
 * for the browser session only, so a reload shows the step as it was (docs/product.md, "The
 * wizard"). Each step checks its own part on reading: the stored text may be from an older build.
 */
type DraftPart = 'addressSearch' | 'email' | 'profile';

function readDraft(): Partial<Record<DraftPart, unknown>> {
  const stored = readJson<unknown>('session', SESSION_KEYS.wizardDraft);
  return isRecord(stored) ? stored : {};
}

export function readDraftPart(part: DraftPart): unknown {
  return readDraft()[part];
}

/** Undefined forgets the part (JSON leaves it out). */
export function saveDraftPart(part: DraftPart, value: unknown): void {
  writeItem('session', SESSION_KEYS.wizardDraft, JSON.stringify({ ...readDraft(), [part]: value }));
}
