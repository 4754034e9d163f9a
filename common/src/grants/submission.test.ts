import { checkWith } from '../validation/schema-check.js';
import { emptyHousehold } from './household.js';
import { grantsSubmissionSchema } from './submission.js';

const check = (input: unknown) => checkWith(grantsSubmissionSchema, input);
const CLAIM = { ok: false, message: 'eligibleGrants must be a list of grant ids', field: 'eligibleGrants' };

describe('grantsSubmissionSchema', () => {
  it('asks for the home first, then checks the answers, naming their field as the questionnaire does', () => {
    expect(check({ householdData: { income: 'lots' } })).toEqual({ ok: false, message: 'propertyId is required', field: 'propertyId' });
    expect(check({ propertyId: 'p1', householdData: { income: 'lots' } })).toMatchObject({ ok: false, field: 'income' });
    expect(check({ propertyId: 'p1', householdData: [] })).toEqual({ ok: false, message: 'householdData must be an object', field: 'householdData' });
  });

  it('reads the grants the browser showed as ids, or null when it sent none', () => {
    expect(check({ propertyId: ' p1 ', householdData: {}, eligibleGrants: [{ id: 'bus' }, 'eco4'] })).toEqual({
      ok: true,
      value: { propertyId: 'p1', householdData: emptyHousehold(), eligibleGrants: ['bus', 'eco4'] },
    });
    expect(check({ propertyId: 'p1', householdData: {} })).toMatchObject({ ok: true, value: { eligibleGrants: null } });
  });

  it.each([['bus'], [[{ id: '' }]], [[7]], [Array.from({ length: 21 }, () => 'bus')], [['g'.repeat(101)]]])('refuses %j as the grants shown', (eligibleGrants) => {
    expect(check({ propertyId: 'p1', householdData: {}, eligibleGrants })).toEqual(CLAIM);
  });
});
