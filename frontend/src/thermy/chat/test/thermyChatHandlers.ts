import { http, HttpResponse } from 'msw';
import { THERMY_STREAM_PATH, type ThermyReply } from '../thermyStream';
import { THERMY_MODE_PATH, type ThermyMode } from '../useThermyMode';

export interface AskedThermy {
  message: string;
  conversationId: string | null;
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A readable body handing out `parts` one at a time, the next only when `release` says (or all at once without it). */
function eventBody(parts: string[], release?: Promise<void>[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream({
    async pull(controller) {
      if (index === parts.length) return controller.close();
      await release?.[index];
      controller.enqueue(encoder.encode(parts[index]));
      index += 1;
    },
  });
}

/**
 * Answers the streaming endpoint as the server does: `words` as delta events (as a language model
 * writes them), then the whole answer. Records each question in `asked`; `release`, when given,
 * holds back each event until its promise settles, so a test can look between words.
 */
export function answerAskThermy(
  answer: Partial<ThermyReply> | ((message: string) => Partial<ThermyReply>),
  asked: AskedThermy[] = [],
  options: { words?: string[]; release?: Promise<void>[] } = {},
) {
  return http.post(THERMY_STREAM_PATH, async ({ request }) => {
    const question = (await request.json()) as AskedThermy;
    asked.push(question);
    const reply: ThermyReply = {
      reply: 'An answer.',
      sources: [],
      suggestions: [],
      conversationId: '3f1c2f4e-8a5b-4c1d-9e2f-0a1b2c3d4e5f',
      ...(typeof answer === 'function' ? answer(question.message) : answer),
    };
    const parts = [...(options.words ?? []).map((text) => event('delta', { text })), event('done', reply)];
    return new HttpResponse(eventBody(parts, options.release), { headers: { 'Content-Type': 'text/event-stream' } });
  });
}

/** The server refuses with its own words (a JSON 4xx), fails below the API (a bare status), or fails part way through a stream. */
export function failAskThermy(failure: { message: string; code: string; status: number } | { status: number } | { midStream: string }) {
  return http.post(THERMY_STREAM_PATH, () => {
    if ('midStream' in failure) {
      const parts = [event('delta', { text: failure.midStream }), event('error', { message: 'Something went wrong on our side.', code: 'INTERNAL_SERVER_ERROR' })];
      return new HttpResponse(eventBody(parts), { headers: { 'Content-Type': 'text/event-stream' } });
    }
    return 'message' in failure
      ? HttpResponse.json({ message: failure.message, code: failure.code }, { status: failure.status })
      : new HttpResponse(null, { status: failure.status });
  });
}

/** What GET /api/thermy/mode says; by default our own chat. */
export const answerThermyMode = (mode: ThermyMode = { mode: 'grounded' }) => http.get(THERMY_MODE_PATH, () => HttpResponse.json(mode));
