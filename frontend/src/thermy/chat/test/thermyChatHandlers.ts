import { graphql, HttpResponse } from 'msw';
import type { AskThermyMutation, AskThermyMutationVariables } from '../../../gql/graphql';

type Reply = Omit<AskThermyMutation['askThermy'], '__typename'>;

/** Answers AskThermy with `reply` (or what `answer` makes of the question) and records each question. */
export function answerAskThermy(answer: Partial<Reply> | ((message: string) => Partial<Reply>), asked: AskThermyMutationVariables[] = []) {
  return graphql.mutation<AskThermyMutation, AskThermyMutationVariables>('AskThermy', ({ variables }) => {
    asked.push(variables);
    const reply = typeof answer === 'function' ? answer(variables.message) : answer;
    const askThermy = {
      __typename: 'ThermyReply' as const,
      reply: 'An answer.',
      suggestions: [],
      conversationId: '3f1c2f4e-8a5b-4c1d-9e2f-0a1b2c3d4e5f',
      ...reply,
      sources: (reply.sources ?? []).map((source) => ({ __typename: 'ThermySource' as const, ...source })),
    };
    return HttpResponse.json({ data: { askThermy } });
  });
}

/** The server refuses with its own words (a GraphQL error), or fails below GraphQL (a bare status). */
export function failAskThermy(failure: { message: string; code: string } | { status: number }) {
  return graphql.mutation('AskThermy', () =>
    'message' in failure
      ? HttpResponse.json({ errors: [{ message: failure.message, extensions: { code: failure.code } }], data: null })
      : new HttpResponse(null, { status: failure.status }),
  );
}
