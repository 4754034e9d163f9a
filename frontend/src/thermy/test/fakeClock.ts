import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Only the clock is fake; msw and the DOM still need real microtasks and I/O. */
export function installFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
}

export async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/** A user whose typing and clicking waits on the fake clock instead of hanging on it. */
export const fakeClockUser = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
