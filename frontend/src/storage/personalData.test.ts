import { describe, expect, it } from '@jest/globals';
import { storeProperty } from '../onboarding/profile/propertyStore';
import type { SavedPropertyFragment } from '../gql/graphql';

describe('personal data in browser storage', () => {
  it('keeps a saved home’s address and e-mail in session storage only, never in local storage', () => {
    window.localStorage.clear();
    const property = { id: 'p-1', address: '7 Private Road, Birmingham', postcode: 'B33 8TH', email: 'private@example.com' } as unknown as SavedPropertyFragment;
    expect(storeProperty(property)).toBe(true);
    const local = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? '').join('\n');
    expect(local).not.toContain('7 Private Road');
    expect(local).not.toContain('private@example.com');
    const session = Object.keys(window.sessionStorage).map((key) => window.sessionStorage.getItem(key) ?? '').join('\n');
    expect(session).toContain('private@example.com');
  });
});
