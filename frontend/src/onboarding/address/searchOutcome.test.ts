import { describe, expect, it } from '@jest/globals';
import { buildAddresses } from '../../test/addressLookupHandlers';
import { outcomeOfAnswer, outcomeOfError, SEARCH_NOTICES } from './searchOutcome';

const answer = (count: number, message: string | null = null) => ({
  reset: false,
  source: 'local' as const,
  message,
  addresses: buildAddresses(Array.from({ length: count }, (_, i) => `${i + 1} High Street`)),
});

describe('search outcome', () => {
  it('counts the homes found when the server says nothing', () => {
    expect(outcomeOfAnswer(answer(4)).notice).toEqual({ title: 'Address data retrieved', description: 'Found 4 properties in this area.', tone: 'info' });
    expect(outcomeOfAnswer(answer(1)).notice.description).toBe('Found 1 properties in this area.'); // one fixed sentence, whatever the count
    expect(outcomeOfAnswer(answer(2, '  ')).notice.description).toBe('Found 2 properties in this area.');
  });

  it('is destructive and leaves an empty list, to type the address into, when there is nothing', () => {
    const nothing = { addresses: [], notice: { ...SEARCH_NOTICES.noResults, tone: 'destructive' } };
    expect(outcomeOfAnswer(undefined)).toEqual(nothing);
    expect(outcomeOfAnswer({ ...answer(0), reset: true })).toEqual(nothing);
  });

  it('falls back to its own sentence when the error says nothing meant for people', () => {
    expect(outcomeOfError(new Error('')).notice.description).toBe('There was a problem searching for that postcode. Please try again.');
    expect(outcomeOfError('not an error').notice.description).toBe('There was a problem searching for that postcode. Please try again.');
    expect(outcomeOfError(new Error('Timed out')).notice.description).toBe('There was a problem searching for that postcode. Please try again.');
  });

  it("never shows the browser's or the transport's own words", () => {
    expect(outcomeOfError(new TypeError('Failed to fetch')).notice).toEqual({
      title: 'Error searching postcode',
      description: 'We could not reach Warmwise. Check your internet connection and try again.',
      tone: 'destructive',
    });
  });
});
