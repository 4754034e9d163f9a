import { NETWORK_FAILURE_MESSAGE } from '../../errors/friendlyMessage';

/** @internal exported for its tests, which answer this path */
export const THERMY_STREAM_PATH = '/api/thermy/messages/stream';

export interface ThermySourceLink {
  title: string;
  url: string;
}

export interface ThermyReply {
  reply: string;
  sources: ThermySourceLink[];
  suggestions: string[];
  conversationId: string;
}

/** A question Thermy did not answer, with a sentence for the visitor when the server gave one. */
export class ThermyFailure extends Error {
  override name = 'ThermyFailure';
}

/**
 * One question over server-sent events: `delta` events carry the words as a language model writes
 * them (passed to `onText`), and `done` the whole answer, which replaces what was streamed (it is
 * our grounded answer when the model failed part way). A refusal (a bad question, too many
 * questions) is an ordinary JSON answer with the server's words.
 */
export async function askThermyStreaming(question: { message: string; conversationId: string | null }, onText: (text: string) => void): Promise<ThermyReply> {
  let response: Response;
  try {
    // Node's fetch (tests) needs an absolute URL; the browser resolves it against the page anyway.
    response = await fetch(new URL(THERMY_STREAM_PATH, window.location.href), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(question),
    });
  } catch {
    throw new ThermyFailure(NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok || !response.body) throw new ThermyFailure(await refusal(response));
  for await (const event of serverSentEvents(response.body)) {
    if (event.name === 'delta') onText((event.data as { text: string }).text);
    if (event.name === 'done') return event.data as ThermyReply;
    if (event.name === 'error') throw new ThermyFailure('');
  }
  throw new ThermyFailure('');
}

/** The server's `{ message }` (docs/api.md), or '' when the body has none. */
async function refusal(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message.trim();
  } catch {
    // A proxy's error page: the caller's own sentence says enough.
  }
  return '';
}

async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ name: string; data: unknown }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    pending += decoder.decode(value, { stream: true });
    const blocks = pending.split('\n\n');
    pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      const field = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).trim();
      const data = field('data');
      if (data) yield { name: field('event') ?? 'message', data: JSON.parse(data) as unknown };
    }
  }
}
