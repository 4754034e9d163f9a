import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { App } from '../app/App';
import { LOCAL_KEYS, SESSION_KEYS, VISIT_KEYS } from '../storage/keys';
import { startBrowserSession } from './browserSession';

const PLAN_DATA: ReadonlyArray<[area: Storage, key: string]> = [
  [window.sessionStorage, SESSION_KEYS.energyPlan],
  [window.sessionStorage, SESSION_KEYS.currentPropertyId],
  [window.sessionStorage, SESSION_KEYS.currentPropertyData],
  [window.sessionStorage, SESSION_KEYS.grantsStep],
  [window.sessionStorage, SESSION_KEYS.grantsData],
  [window.localStorage, LOCAL_KEYS.propertyData],
];

function seedStoredData() {
  for (const [area, key] of PLAN_DATA) area.setItem(key, '{"left":"over"}');
}

describe('Browser session', () => {
  it('a new session wipes stored plan, property, cache and questionnaire data, then starts', () => {
    seedStoredData();
    window.localStorage.setItem(LOCAL_KEYS.chromeBannerDismissed, 'true');
    const session = startBrowserSession();

    expect(session.isNew).toBe(true);
    for (const [area, key] of PLAN_DATA) expect(area.getItem(key)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.sessionId)).toBe(session.sessionId);
    expect(session.sessionId).not.toBe('');
    expect(window.sessionStorage.getItem(VISIT_KEYS.sessionMarker)).toBe('active');
    // A remembered preference is not plan data.
    expect(window.localStorage.getItem(LOCAL_KEYS.chromeBannerDismissed)).toBe('true');
  });

  it('a later load continues the session and keeps its data', () => {
    const first = startBrowserSession();
    seedStoredData();
    const later = startBrowserSession();

    expect(later).toEqual({ isNew: false, sessionId: first.sessionId });
    for (const [area, key] of PLAN_DATA) expect(area.getItem(key)).toBe('{"left":"over"}');
  });

  it('each new session gets a new id', () => {
    const first = startBrowserSession();
    window.sessionStorage.clear();
    expect(startBrowserSession().sessionId).not.toBe(first.sessionId);
  });

  it('runs at the app root before any page reads storage', async () => {
    seedStoredData();
    await act(async () => {
      render(<App />);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'A warmer home, lower bills, one honest plan' })).toBeInTheDocument();
    for (const [area, key] of PLAN_DATA) expect(area.getItem(key)).toBeNull();
    expect(window.sessionStorage.getItem(VISIT_KEYS.sessionMarker)).toBe('active');
  });
});
