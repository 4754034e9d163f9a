import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../test/server';
import { advance, installFakeClock } from '../thermy/test/fakeClock';
import { answerCurrentUser, SAM } from './test/authHandlers';
import { CURRENT_USER_PATH, setCurrentUser, useCurrentUser } from './useCurrentUser';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

async function readCurrentUser() {
  const hook = renderHook(() => useCurrentUser());
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  return hook;
}

describe('useCurrentUser', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is loading, then the signed-in user from GET /api/auth/user', async () => {
    server.use(answerCurrentUser(SAM));
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current).toEqual({ user: null, loading: true });
    await waitFor(() => expect(result.current).toEqual({ user: SAM, loading: false }));
  });

  it('reads a 401 as nobody signed in', async () => {
    server.use(answerCurrentUser(null));
    const { result } = await readCurrentUser();
    expect(result.current.user).toBeNull();
  });

  it('asks once for every caller, and again only after 5 minutes', async () => {
    installFakeClock();
    const lookups = { count: 0 };
    server.use(answerCurrentUser(SAM, lookups));
    const header = renderHook(() => useCurrentUser());
    const planScreen = renderHook(() => useCurrentUser());
    await waitFor(() => expect(planScreen.result.current.user).toEqual(SAM));
    expect(header.result.current.user).toEqual(SAM);

    await advance(FIVE_MINUTES_MS - 1000);
    await readCurrentUser();
    expect(lookups.count).toBe(1);

    await advance(1000);
    renderHook(() => useCurrentUser());
    await waitFor(() => expect(lookups.count).toBe(2));
  });

  it('tells every reader at once when someone signs in or out, without asking the server', async () => {
    const lookups = { count: 0 };
    server.use(answerCurrentUser(null, lookups));
    const header = await readCurrentUser();

    act(() => setCurrentUser(SAM));
    expect(header.result.current).toEqual({ user: SAM, loading: false });
    act(() => setCurrentUser(null));
    expect(header.result.current).toEqual({ user: null, loading: false });
    expect(lookups.count).toBe(1);
  });

  it('keeps a sign-in made while an older look-up was still on its way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(CURRENT_USER_PATH, async () => {
        await answered;
        return HttpResponse.json({ message: 'Not signed in' }, { status: 401 });
      }),
    );
    // The hook's own request, so the test can wait until the hook has read the late answer.
    const realFetch = globalThis.fetch;
    const requests: Array<Promise<Response>> = [];
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((...args: Parameters<typeof fetch>) => {
      const request = realFetch(...args);
      requests.push(request);
      return request;
    });
    const { result } = renderHook(() => useCurrentUser());
    act(() => setCurrentUser(SAM));
    answer();

    // The hook awaited its request before the test did, so it has handled the late 401 by now.
    await act(async () => {
      await requests[0];
    });
    fetchSpy.mockRestore();
    expect(requests).toHaveLength(1);
    expect(result.current.user).toEqual(SAM);
  });

  it('treats a failed look-up as signed out but asks again next time', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const lookups = { count: 0 };
    server.use(
      http.get(CURRENT_USER_PATH, () => {
        lookups.count += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const first = await readCurrentUser();
    expect(first.result.current.user).toBeNull();

    renderHook(() => useCurrentUser());
    await waitFor(() => expect(lookups.count).toBe(2));
  });
});
