import { THERMY_MESSAGES, thermyQuestionSchema } from './thermy.js';
import { checkWith } from './validation/schema-check.js';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const check = (input: unknown) => checkWith(thermyQuestionSchema, input);

describe('thermyQuestionSchema', () => {
  it.each([
    [{ message: '   ' }, THERMY_MESSAGES.empty, 'message'],
    [{}, THERMY_MESSAGES.empty, 'message'],
    [{ message: 'q'.repeat(1_001) }, 'Please keep your question to 1,000 characters or fewer.', 'message'],
    [{ message: 'Is a heat pump worth it?', conversationId: 'made-up' }, THERMY_MESSAGES.unknownConversation, 'conversationId'],
    [{ message: 'Is a heat pump worth it?', conversationId: 42 }, THERMY_MESSAGES.unknownConversation, 'conversationId'],
  ])('refuses %j: %s', (input, message, field) => {
    expect(check(input)).toEqual({ ok: false, message, field });
  });

  it('trims the question, and starts a new conversation when none is given', () => {
    expect(check({ message: ' Hello ', conversationId: null })).toEqual({ ok: true, value: { message: 'Hello' } });
    expect(check({ message: 'Hello', conversationId: '' })).toEqual({ ok: true, value: { message: 'Hello' } });
    expect(check({ message: 'Hello', conversationId: ID })).toEqual({ ok: true, value: { message: 'Hello', conversationId: ID } });
  });
});
