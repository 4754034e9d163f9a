import { graphql, HttpResponse } from 'msw';
import type { RecordConsentMutation, RecordConsentMutationVariables } from '../../gql/graphql';

/** Answers RecordConsent as the server does and records what it was sent. */
export function answerRecordConsent(calls: RecordConsentMutationVariables[] = []) {
  return graphql.mutation<RecordConsentMutation, RecordConsentMutationVariables>('RecordConsent', ({ variables }) => {
    calls.push(variables);
    const recordConsent = { __typename: 'ConsentRecord' as const, accepted: true, timestamp: new Date().toISOString(), version: variables.version ?? '1.0' };
    return HttpResponse.json({ data: { recordConsent } });
  });
}

/** The server is down: a bare 500 below GraphQL. */
export function breakRecordConsent(calls: RecordConsentMutationVariables[] = []) {
  return graphql.mutation<RecordConsentMutation, RecordConsentMutationVariables>('RecordConsent', ({ variables }) => {
    calls.push(variables);
    return new HttpResponse(null, { status: 500 });
  });
}
