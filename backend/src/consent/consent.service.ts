import { badInput } from '../errors/domain-error.js';
import type { ConsentRecord, Session } from '../session/session.js';

/** The version of the 'Privacy & Data Use' text the visitor is agreeing to. */
const CONSENT_VERSION = '1.0';

/**
 * UK GDPR wants a record of who agreed, when, and to which wording. The record lives in the
 * visitor's server-side session, so it moves with their data when accounts arrive.
 */
export class ConsentService {
  constructor(private readonly session: Session) {}

  async record(payload: unknown): Promise<ConsentRecord> {
    const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    if (body.accepted !== true) throw badInput('Please tick the box to accept the terms and privacy policy', { field: 'accepted' });
    const version = body.version ?? CONSENT_VERSION;
    if (version !== CONSENT_VERSION) throw badInput(`Consent version must be ${CONSENT_VERSION}`, { field: 'version' });
    const consent: ConsentRecord = { accepted: true, version: CONSENT_VERSION, timestamp: new Date().toISOString() };
    this.session.data.consent = consent;
    await this.session.keep("We can't record your consent right now. Please try again in a moment.");
    return consent;
  }

  current(): ConsentRecord | null {
    return this.session.data.consent ?? null;
  }
}
