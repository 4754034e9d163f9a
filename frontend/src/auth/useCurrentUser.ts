import { useEffect, useSyncExternalStore } from 'react';

export interface CurrentUser {
  id: string;
  email: string;
}

interface CurrentUserState {
  user: CurrentUser | null;
  loading: boolean;
}

/** @internal exported for its tests, which answer this path */
export const CURRENT_USER_PATH = '/api/auth/user';

/** The auth look-up is cached for 5 minutes (docs/product.md, "Accounts"). */
const CACHE_MS = 5 * 60 * 1000;

/*
 * A tiny store shared by every caller rather than Apollo: the header reads it on every page, and
 * the home page stays free of the GraphQL client to keep its bundle small.
 */
let state: CurrentUserState = { user: null, loading: true };
let fetchedAt: number | null = null;
let inFlight: Promise<void> | null = null;
// Bumped by every explicit sign-in or sign-out, so an older look-up still on the wire cannot undo it.
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: CurrentUserState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): CurrentUserState => state;

const isFresh = (): boolean => fetchedAt !== null && Date.now() - fetchedAt < CACHE_MS;

function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as Record<string, unknown>;
  return (typeof id === 'string' || typeof id === 'number') && typeof email === 'string';
}

async function askServer(): Promise<void> {
  const askedAt = generation;
  const answer = (user: CurrentUser | null) => {
    if (askedAt === generation) setCurrentUser(user);
  };
  try {
    // Node's fetch (tests) needs an absolute URL; the browser resolves it against the page anyway.
    const response = await fetch(new URL(CURRENT_USER_PATH, window.location.href), {
      credentials: 'include',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    // 401 is the server's "not signed in"; it is an answer, so it is cached.
    if (response.status === 401) {
      // Unread, the body keeps the request open in Chromium (the page never goes network-idle).
      // Not awaited: some fetch implementations settle a cancel only when the stream is read.
      response.body?.cancel().catch(() => undefined);
      answer(null);
      return;
    }
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const body: unknown = await response.json();
    answer(isCurrentUser(body) ? { id: String(body.id), email: body.email } : null);
  } catch (error) {
    // Treated as signed out for now but not cached, so the next screen asks again.
    console.warn('Could not check who is signed in', error);
    if (askedAt === generation) publish({ user: null, loading: false });
  }
}

function refreshIfStale(): void {
  // After the 5 minutes the last answer stays on screen while the server is asked again.
  if (isFresh() || inFlight) return;
  const request = askServer().finally(() => {
    if (inFlight === request) inFlight = null;
  });
  inFlight = request;
}

/** Who is signed in, asked of the server at most once per 5 minutes whatever the number of callers. */
export function useCurrentUser(): CurrentUserState {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(refreshIfStale, []);
  return snapshot;
}

/** Records a sign-in or sign-out at once (after login, verify or logout) so every reader updates. */
export function setCurrentUser(user: CurrentUser | null): void {
  generation += 1;
  inFlight = null;
  fetchedAt = Date.now();
  publish({ user, loading: false });
}

/**
 * Forgets the cached answer so the next reader asks the server again (a fresh start in tests).
 * @internal exported for the test set-up, which starts every test signed out
 */
export function invalidateCurrentUser(): void {
  generation += 1;
  inFlight = null;
  fetchedAt = null;
  publish({ user: null, loading: true });
  if (listeners.size > 0) refreshIfStale();
}
