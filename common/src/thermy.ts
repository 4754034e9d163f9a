/**
 * Rules both sides apply to a question for Thermy: the page refuses what the server would refuse,
 * with the same words.
 */
export const THERMY_MESSAGE_MAX_LENGTH = 1000;

/** @internal exported for its tests, which expect these messages */
export const THERMY_MESSAGES = {
  empty: 'Please type a question',
  tooLong: `Please keep your question to ${THERMY_MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters or fewer.`,
} as const;

/** The message checked and trimmed, or the sentence to show instead. */
export function checkThermyMessage(value: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const message = typeof value === 'string' ? value.trim() : '';
  if (message === '') return { ok: false, message: THERMY_MESSAGES.empty };
  if (message.length > THERMY_MESSAGE_MAX_LENGTH) return { ok: false, message: THERMY_MESSAGES.tooLong };
  return { ok: true, value: message };
}
