import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CURRENT_USER_PATH } from '../auth/useCurrentUser';
import { answerModelAssumptions } from '../pages/about/test/modelAssumptionsHandler';
import { answerThermyMode } from '../thermy/chat/test/thermyChatHandlers';
import { TRACKING_PATHS } from '../tracking/track';

// Tracking calls go out on many screens; by default they simply succeed (tests may spy on them).
const trackingHandlers = Object.values(TRACKING_PATHS).map((path) =>
  http.post(path, () => HttpResponse.json({ success: true }, { status: 202 })),
);

// The header asks who is signed in on every page; by default nobody is (the server's 401).
const signedOut = http.get(CURRENT_USER_PATH, () => HttpResponse.json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, { status: 401 }));

// The wizard's welcome e-mail is fire-and-forget like tracking: it simply succeeds unless a test says otherwise.
const welcomeEmail = graphql.mutation('SendWelcomeEmail', () => HttpResponse.json({ data: { sendWelcomeEmail: true } }));

/** The network edge for every test. Handlers are added per test, keyed by GraphQL operation name. */
export const server = setupServer(...trackingHandlers, signedOut, welcomeEmail, answerModelAssumptions(), answerThermyMode());
