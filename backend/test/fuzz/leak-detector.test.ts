import { leaksIn } from './support/leaks.js';

// The fuzz groups pass only if this detector sees leaks when there are some.

it('finds a stack trace, an error class, SQL, a PostgreSQL message and a file path', () => {
  const body = JSON.stringify({
    message: 'DriverException: insert into "property" ("address") values ($1) - invalid byte sequence for encoding "UTF8": 0x00',
    stack: 'Error: boom\n    at PropertyService.create (/srv/app/backend/src/properties/property.service.ts:19:5)',
  });
  expect(leaksIn(body, []).map((leak) => leak.replace(/:.*/, ''))).toEqual(['stack frame', 'error class', 'SQL', 'PostgreSQL message', 'file path']);
});

it('does not count the request quoted back as a leak', () => {
  const injection = "x'; insert into \"property\" values (1); --";
  const body = JSON.stringify({ message: `No API endpoint at GET /api/${injection}.`, code: 'NOT_FOUND' });
  expect(leaksIn(body, [injection])).toEqual([]);
});

it('passes the answers the API gives', () => {
  expect(leaksIn(JSON.stringify({ message: 'Something went wrong on our side. Please try again in a moment.', code: 'INTERNAL_SERVER_ERROR', requestId: 'b1e0' }), [])).toEqual([]);
  expect(leaksIn(JSON.stringify({ errors: [{ message: 'Syntax Error: Unterminated string.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] }), [])).toEqual([]);
});
