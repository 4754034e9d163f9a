import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { invalidateCurrentUser } from '../auth/useCurrentUser';
import { toaster } from '../toast/toaster';
import { server } from './server';

// A loaded CI machine can take over a second to answer a worker's first request; a real failure
// still fails, only later.
configure({ asyncUtilTimeout: 5000 });

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
