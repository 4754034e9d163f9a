import { setupServer } from 'msw/node';

/** The network edge for every test. Handlers are added per test, keyed by GraphQL operation name. */
export const server = setupServer();
