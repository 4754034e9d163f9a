import { consentInputSchema } from './consent.js';
import { checkWith } from './validation/schema-check.js';

describe('consentInputSchema', () => {
  it('records the current wording, given or left out', () => {
    expect(checkWith(consentInputSchema, { accepted: true })).toEqual({ ok: true, value: { accepted: true, version: '1.0' } });
    expect(checkWith(consentInputSchema, { accepted: true, version: null })).toEqual({ ok: true, value: { accepted: true, version: '1.0' } });
  });

  it.each([
    [{ accepted: 'yes' }, 'Please tick the box to accept the terms and privacy policy', 'accepted'],
    [[], 'Please tick the box to accept the terms and privacy policy', 'accepted'],
    [{ accepted: true, version: '0.9' }, 'Consent version must be 1.0', 'version'],
  ])('refuses %j', (input, message, field) => {
    expect(checkWith(consentInputSchema, input)).toEqual({ ok: false, message, field });
  });
});
