import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { sessionCookieOf } from '../../support/session-cookie.js';

const GRAPHQL_READS = [
  '{ addressLookup(postcode: "LS1 4AP") { __typename } consent { version } }',
  '{ myProperties { id } currentUser { id } }',
  // Through a fragment, as a client that hides its fields in one would ask.
  'query { ...Visitor } fragment Visitor on Query { consent { version } myProperties { id } }',
];

/** One read a visitor without cookies can make, by its number: REST look-ups and GraphQL queries in turn. */
function read(server: Server, n: number): request.Test {
  switch (n % 6) {
    case 0:
      return request(server).post('/api/epc/lookup').send({ postcode: 'LS1 4AP' });
    case 1:
      return request(server).get('/api/consent');
    case 2:
      // Someone else's (or nobody's) property: 404, as before.
      return request(server).get(`/api/properties/${randomUUID()}`);
    default:
      return request(server).post('/graphql').set('Content-Type', 'application/json').send({ query: GRAPHQL_READS[n % 6 - 3] });
  }
}

/**
 * Sends `count` cookie-less reads, `parallel` at a time, the way a script floods the API; answers
 * their statuses and how many of them set a session cookie.
 */
export async function floodWithReads(server: Server, count: number, parallel = 20): Promise<{ statuses: Set<number>; cookiesSet: number }> {
  const statuses = new Set<number>();
  let cookiesSet = 0;
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => read(server, start + i));
    for (const res of await Promise.all(batch)) {
      statuses.add(res.status);
      if (sessionCookieOf(res)) cookiesSet++;
    }
  }
  return { statuses, cookiesSet };
}
