import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { RecordConsentMutationVariables } from '../gql/graphql';
import { LOCAL_KEYS, SESSION_KEYS, VISIT_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { answerRecordConsent, breakRecordConsent } from './test/consentHandlers';

const HERO = 'A warmer home, lower bills, one honest plan';

async function openFromHero() {
  const view = await renderApp('/');
  const hero = screen.getByRole('region', { name: HERO });
  await view.user.click(within(hero).getByRole('button', { name: 'Start Your Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Privacy & Data Use' });
  return { ...view, dialog };
}

function seedPlanAndProperty() {
  window.sessionStorage.setItem(SESSION_KEYS.energyPlan, '{"version":1}');
  window.sessionStorage.setItem(SESSION_KEYS.currentPropertyId, 'prop-1');
  window.sessionStorage.setItem(SESSION_KEYS.currentPropertyData, '{}');
  window.localStorage.setItem(LOCAL_KEYS.propertyData, '{}');
}

describe('Consent dialog', () => {
  beforeEach(() => {
    // The Thermy welcome popup is not what these tests are about.
    window.sessionStorage.setItem(VISIT_KEYS.thermyWelcomeShown, 'true');
  });

  it('lists what the plan needs, links the terms, and keeps Accept disabled until ticked', async () => {
    const { user, dialog } = await openFromHero();
    const box = within(dialog);
    for (const need of ['property address and postcode', 'government EPC databases', 'energy preferences', 'Temporary session storage']) {
      expect(box.getByText(new RegExp(need, 'i'))).toBeInTheDocument();
    }
    expect(box.getByText(/not shared .* without your consent/)).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(box.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('target', '_blank');
    expect(box.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(box.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');

    const accept = box.getByRole('button', { name: 'Accept & Continue' });
    expect(accept).toBeDisabled();
    await user.click(box.getByRole('checkbox', { name: /I consent/ }));
    expect(accept).toBeEnabled();
    await user.click(box.getByRole('checkbox', { name: /I consent/ }));
    expect(accept).toBeDisabled();
  });

  it('Decline only closes the dialog', async () => {
    seedPlanAndProperty();
    const { user, dialog } = await openFromHero();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.sessionStorage.getItem(VISIT_KEYS.consentGiven)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).not.toBeNull();
  });

  it('opening it resets the grants questionnaire progress', async () => {
    const grants = [SESSION_KEYS.grantsStep, SESSION_KEYS.grantsData, SESSION_KEYS.grantsResults, SESSION_KEYS.grantsCompletedAt];
    for (const key of grants) window.sessionStorage.setItem(key, '3');
    const view = await renderApp('/');
    const cta = screen.getByRole('region', { name: 'Ready to see what your home could save?' });
    await view.user.click(within(cta).getByRole('button', { name: 'Start Your Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy & Data Use' })).toBeInTheDocument();
    for (const key of grants) expect(window.sessionStorage.getItem(key)).toBeNull();
  });

  it('Accept stores the record, tells the server, clears old plan data and opens the wizard', async () => {
    seedPlanAndProperty();
    const calls: RecordConsentMutationVariables[] = [];
    server.use(answerRecordConsent(calls));
    const { user, dialog } = await openFromHero();
    await user.click(within(dialog).getByRole('checkbox', { name: /I consent/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept & Continue' }));

    expect(await screen.findByRole('heading', { name: 'Find your property' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
    expect(screen.queryByRole('dialog', { name: 'Privacy & Data Use' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ accepted: true, version: '1.0' }]);
    expect(window.sessionStorage.getItem(VISIT_KEYS.consentGiven)).toBe('true');
    const record = JSON.parse(window.sessionStorage.getItem(VISIT_KEYS.consentRecord) ?? '{}') as Record<string, unknown>;
    expect(record).toEqual({ accepted: true, timestamp: expect.any(String), version: '1.0' });
    expect(Number.isNaN(Date.parse(String(record.timestamp)))).toBe(false);
    for (const key of [SESSION_KEYS.energyPlan, SESSION_KEYS.currentPropertyId, SESSION_KEYS.currentPropertyData]) {
      expect(window.sessionStorage.getItem(key)).toBeNull();
    }
    expect(window.localStorage.getItem(LOCAL_KEYS.propertyData)).toBeNull();
  });

  it('still continues, with the browser record, when the server call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const calls: RecordConsentMutationVariables[] = [];
    server.use(breakRecordConsent(calls));
    const { user, dialog } = await openFromHero();
    await user.click(within(dialog).getByRole('checkbox', { name: /I consent/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept & Continue' }));

    expect(await screen.findByRole('heading', { name: 'Find your property' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(window.sessionStorage.getItem(VISIT_KEYS.consentGiven)).toBe('true');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not record consent'), expect.anything());
  });

  it("opens from the plan screen's 'Create Your Energy Plan' too", async () => {
    const { user } = await renderApp('/plan');
    await user.click(screen.getByRole('button', { name: 'Create Your Energy Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy & Data Use' })).toBeInTheDocument();
  });
});
