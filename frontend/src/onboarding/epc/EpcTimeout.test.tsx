import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { hangEpcDetails } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';
import { EPC_LOOKUP_TIMEOUT_MS } from './lookUpDetails';

describe('EPC details look-up time-out', () => {
  beforeEach(() => {
    // Only the clock is fake; msw and the DOM still need real microtasks and I/O.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("gives up after 45 s, says so, and continues with the search's data", async () => {
    arriveWith();
    server.use(hangEpcDetails());
    await renderApp('/onboarding?step=profile');
    expect(await screen.findByText("Looking up your home's energy certificate...")).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(EPC_LOOKUP_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText('Slow Connection')).not.toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(await screen.findByText('Slow Connection')).toBeInTheDocument();
    expect(screen.getByText('Using your address details to continue.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Floor area (m²)' })).toHaveValue('92');
  });
});
