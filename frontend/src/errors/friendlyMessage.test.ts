import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { friendlyMessage, NETWORK_FAILURE_MESSAGE, SERVER_FAULT_MESSAGE } from './friendlyMessage';

const serverError = (status: number, bodyText: string) =>
  new ServerError('Response not successful: Received status code ' + status, { response: new Response(bodyText, { status }), bodyText });

describe('friendlyMessage', () => {
  it("uses the API's own sentence for a refusal", () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Floor area must be a whole number of square metres from 10 to 1,000' }] });
    expect(friendlyMessage(refused)).toBe('Floor area must be a whole number of square metres from 10 to 1,000');
    expect(friendlyMessage(serverError(503, JSON.stringify({ message: 'Our database is briefly unavailable.' })))).toBe('Our database is briefly unavailable.');
  });

  it("never passes on the browser's or Apollo's own words", () => {
    expect(friendlyMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_FAILURE_MESSAGE);
    expect(friendlyMessage(serverError(500, '<html>Internal Server Error</html>'))).toBe(SERVER_FAULT_MESSAGE);
    expect(friendlyMessage(new Error('Response not successful: Received status code 500'))).toBe(SERVER_FAULT_MESSAGE);
  });

  it("falls back to the caller's sentence for what did not happen", () => {
    expect(friendlyMessage(serverError(502, ''), 'Failed to send message. Please try again.')).toBe('Failed to send message. Please try again.');
  });
});
