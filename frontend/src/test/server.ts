import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TRACKING_PATHS } from '../tracking/track';

// Tracking calls go out on many screens; by default they simply succeed (tests may spy on them).
const trackingHandlers = Object.values(TRACKING_PATHS).map((path) =>
  http.post(path, () => HttpResponse.json({ success: true }, { status: 202 })),
);

/** The network edge for every test. Handlers are added per test, keyed by GraphQL operation name. */
export const server = setupServer(...trackingHandlers);
