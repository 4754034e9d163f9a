import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { renderWithChakra } from '../test/renderWithChakra';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';

function Broken(): never {
  throw new Error('Stored plan is corrupt');
}

describe('GlobalErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('asks for a refresh and clears stored plan and user data', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.energyPlan, '{"version":1}');
    window.sessionStorage.setItem(SESSION_KEYS.userEmail, 'someone@example.com');
    window.localStorage.setItem(LOCAL_KEYS.propertyData, '{}');
    window.localStorage.setItem(LOCAL_KEYS.chromeBannerDismissed, 'true');

    await renderWithChakra(<GlobalErrorBoundary><Broken /></GlobalErrorBoundary>);

    expect(screen.getByText('We apologize for the inconvenience. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.userEmail)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.propertyData)).toBeNull();
    // A preference, not plan data: the visitor should not see the banner again because of a crash.
    expect(window.localStorage.getItem(LOCAL_KEYS.chromeBannerDismissed)).toBe('true');
  });
});
