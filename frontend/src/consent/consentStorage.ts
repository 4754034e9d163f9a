import { CONSENT_VERSION } from '@warmwise/common';
import { GRANTS_PROGRESS_KEYS, LOCAL_KEYS, SESSION_KEYS, VISIT_KEYS } from '../storage/keys';
import { removeItems, writeItem } from '../storage/safeStorage';

/** What accepting the Privacy & Data Use terms records (docs/product.md, "Consent"). */
export interface ConsentRecord {
  accepted: true;
  timestamp: string;
  version: string;
}

export function buildConsentRecord(now = new Date()): ConsentRecord {
  return { accepted: true, timestamp: now.toISOString(), version: CONSENT_VERSION };
}

export function saveConsent(record: ConsentRecord): void {
  writeItem('session', VISIT_KEYS.consentRecord, JSON.stringify(record));
  writeItem('session', VISIT_KEYS.consentGiven, 'true');
}

/** Pressing Start Your Plan or Create Your Energy Plan starts the questionnaire over. */
export function resetGrantsProgress(): void {
  removeItems('session', GRANTS_PROGRESS_KEYS);
}

/** A new plan starts from a blank wizard: no earlier plan, property or chosen address. */
export function clearPlanAndPropertyData(): void {
  removeItems('session', [
    SESSION_KEYS.energyPlan,
    SESSION_KEYS.currentPropertyData,
    SESSION_KEYS.currentPropertyId,
    SESSION_KEYS.selectedAddress,
    SESSION_KEYS.wizardDraft,
  ]);
  removeItems('local', [LOCAL_KEYS.propertyData]);
}
