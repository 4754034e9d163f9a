import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { invalidateCurrentUser } from '../auth/useCurrentUser';
import { toaster } from '../toast/toaster';
import { server } from './server';

// A request no test expected is a bug in the test or the app, never something to ignore.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  toaster.remove();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The signed-in user is cached for 5 minutes across the app; every test starts signed out.
  invalidateCurrentUser();
});

afterAll(() => server.close());
