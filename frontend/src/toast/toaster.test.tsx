import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { expectNoToast, expectToast } from '../auth/test/toasts';
import { renderWithChakra } from '../test/renderWithChakra';
import { AppToaster, dismissLeftBehind, dismissToasts, notify, showingScreen, toaster, type Notice } from './toaster';

let now = Date.parse('2026-03-01T10:00:00Z');
const later = (ms: number) => {
  now += ms;
};
const raise = (notice: Notice) => act(() => void notify(notice));
/** The router moving to another screen, which takes down what was left behind. */
const move = (screen: string) =>
  act(() => {
    showingScreen(screen);
    dismissLeftBehind();
  });

describe('a toast belongs to the screen it was raised on', () => {
  beforeEach(async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    showingScreen('/onboarding?step=address');
    await renderWithChakra(<AppToaster />);
  });
  afterEach(() => {
    act(() => toaster.remove());
    jest.restoreAllMocks();
  });

  it('takes information down with its screen, not only failures: no "Found 27 properties" on the next step', async () => {
    await raise({ title: 'Address data retrieved', description: 'Found 27 properties in this area.', tone: 'info' });
    expect(document.body).toHaveTextContent('Found 27 properties in this area.');
    later(2_000);
    await move('/onboarding?step=contact');
    await expectNoToast('Address data retrieved');
  });

  it("takes the wizard's 'Home profile updated' down as the plan opens a second later, off the plan's title", async () => {
    showingScreen('/onboarding?step=final');
    await raise({ title: 'Home profile updated', tone: 'success' });
    await expectToast('Home profile updated', { tone: 'success' });
    later(1_000);
    await move('/plan');
    await expectNoToast('Home profile updated');
  });

  it('keeps a toast that announces the move, which then belongs to the next screen', async () => {
    showingScreen('/quick-auth');
    await raise({ title: 'Login Successful', description: 'Redirecting to your energy plan...', tone: 'success' });
    later(100);
    await move('/plan');
    later(2_000);
    await move('/plan');
    await expectToast('Login Successful', { tone: 'success' });
    await move('/about');
    await expectNoToast('Login Successful');
  });

  it('takes every toast down when the view it spoke of goes within the same screen', async () => {
    await raise({ title: 'Address data retrieved', tone: 'success' });
    await expectToast('Address data retrieved', { tone: 'success' });
    act(dismissToasts);
    await expectNoToast('Address data retrieved');
  });
});
