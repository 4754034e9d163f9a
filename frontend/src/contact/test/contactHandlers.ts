import { graphql, HttpResponse } from 'msw';
import type { ContactMessageInput, SendContactMessageMutation, SendContactMessageMutationVariables } from '../../gql/graphql';

/** Answers SendContactMessage as the server does and records each message it was sent. */
export function answerSendContactMessage(sent: ContactMessageInput[] = [], gate?: Promise<void>) {
  return graphql.mutation<SendContactMessageMutation, SendContactMessageMutationVariables>('SendContactMessage', async ({ variables }) => {
    sent.push(variables.input);
    await gate;
    const sendContactMessage = { __typename: 'ContactMessageResult' as const, success: true, id: `msg-${sent.length}`, message: 'Message sent' };
    return HttpResponse.json({ data: { sendContactMessage } });
  });
}

/** The server refuses with its own words (a GraphQL error), or fails below GraphQL (a bare status). */
export function failSendContactMessage(failure: { message: string } | { status: number }) {
  return graphql.mutation('SendContactMessage', () =>
    'message' in failure
      ? HttpResponse.json({ errors: [{ message: failure.message, extensions: { code: 'RATE_LIMITED' } }], data: null })
      : new HttpResponse(null, { status: failure.status }),
  );
}
