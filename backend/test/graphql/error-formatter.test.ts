import { pino } from 'pino';
import { graphqlErrorFormatter } from '../../src/errors/graphql-error-formatter.js';

const format = graphqlErrorFormatter(pino({ level: 'silent' }));

describe('GraphQL error formatter', () => {
  it('answers a PostgreSQL outage as SERVICE_UNAVAILABLE with the retry message, like REST', () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(format({ message: outage.message, path: ['createProperty'] }, outage)).toEqual({
      message: "We're briefly unavailable, so nothing was saved. Please try again in a moment.",
      path: ['createProperty'],
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('hides any other unexpected error behind the generic message', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(format({ message: bug.message, path: ['property'] }, bug)).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      path: ['property'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
