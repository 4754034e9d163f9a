import type { ConsentInput } from '@warmwise/common';
import type { ConsentRecord, Session } from '../session/session.js';

/**
 * UK GDPR wants a record of who agreed, when, and to which wording. The record lives in the
 * visitor's server-side session, so it moves with their data when accounts arrive.
 */
export class ConsentService {
  constructor(private readonly session: Session) {}

  async record({ accepted, version }: ConsentInput): Promise<ConsentRecord> {
    const consent: ConsentRecord = { accepted, version, timestamp: new Date().toISOString() };
    this.session.data.consent = consent;
    await this.session.keep("We can't record your consent right now. Please try again in a moment.");
    return consent;
  }

  current(): ConsentRecord | null {
    return this.session.data.consent ?? null;
  }
}
