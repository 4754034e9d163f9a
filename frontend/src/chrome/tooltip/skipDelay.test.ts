import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { startSkipWindow, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, useTooltipOpenDelay } from './skipDelay';

describe('tooltip delays', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits 700 ms by default', () => {
    const { result } = renderHook(() => useTooltipOpenDelay());
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(result.current).toBe(700);
  });

  it('opens at once within 300 ms of a tooltip closing, then waits again', () => {
    const { result } = renderHook(() => useTooltipOpenDelay());
    act(() => startSkipWindow());
    expect(result.current).toBe(0);

    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 1));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(700);
  });

  it('restarts the window when another tooltip closes', () => {
    const { result } = renderHook(() => useTooltipOpenDelay());
    act(() => startSkipWindow());
    act(() => jest.advanceTimersByTime(200));
    act(() => startSkipWindow());
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe(700);
  });
});
