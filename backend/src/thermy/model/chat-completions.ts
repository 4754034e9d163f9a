import { cappedText, chunksOf } from '../../http/body-chunks.js';

/** Where Thermy's language model is and how long an answer may take (THERMY_LLM_*). */
export interface LanguageModelSettings {
  /** An OpenAI-compatible chat completions endpoint: POST {model, messages, stream}. */
  url: string;
  model: string;
  /** Sent as `Authorization: Bearer`; a model on this machine may need none. */
  apiKey?: string;
  /** How long the first words may take (a streamed reply). */
  firstTokenMs: number;
  /** How long the whole reply may take. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Why the model gave no usable reply: down, slow, an error status, or an answer we cannot read. */
export class ModelUnavailable extends Error {
  override name = 'ModelUnavailable';
}

/** Ours: several times the longest grounded answer; a model that rambles past it is not answering. */
const MAX_REPLY_CHARACTERS = 6_000;
/**
 * The most of a reply read before giving up on it: a whole completion's JSON, or one line of a stream,
 * is a few kilobytes around a reply of at most MAX_REPLY_CHARACTERS. A model that sends more (one
 * endless line once held the server for seconds and a gigabyte) is hung up on, not read to the end.
 */
const MAX_READ_BYTES = 256 * 1024;

/**
 * One reply from the model, whole (`onText` absent: stream false) or as server-sent events
 * (`stream: true`), each piece passed to `onText` as it comes. Past the first-token or total
 * budget, or when `signal` aborts (the visitor left), the request is cancelled.
 */
export async function completeChat(
  settings: LanguageModelSettings,
  messages: ChatMessage[],
  options: { onText?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const budget = new ReplyBudget(settings, options.onText !== undefined, options.signal);
  const { signal } = budget;
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: options.onText ? 'text/event-stream' : 'application/json',
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, stream: options.onText !== undefined }),
      redirect: 'error',
      signal,
    });
    if (!response.ok) throw new ModelUnavailable(`the model answered ${response.status}`);
    const { onText } = options;
    const reply = onText
      ? await readStream(response, signal, (text) => {
          budget.started();
          onText(text);
        })
      : await readWhole(response, signal);
    if (reply.trim() === '') throw new ModelUnavailable('the model gave an empty reply');
    return reply;
  } catch (error) {
    throw budget.reason() ?? (error instanceof ModelUnavailable ? error : new ModelUnavailable(`the model could not be reached: ${String(error)}`));
  } finally {
    budget.end();
  }
}

/**
 * The first-token and total deadlines and the visitor leaving, as one abort signal that says which
 * came first. It is one controller's own signal, held by its timers, rather than `AbortSignal.any`:
 * a signal fetch follows can be collected once fetch no longer holds it, and its abort then never
 * came (a silent model held a streamed answer for good under garbage collection).
 */
class ReplyBudget {
  private readonly controller = new AbortController();
  private readonly whole: NodeJS.Timeout;
  private firstWords?: NodeJS.Timeout;
  private readonly visitorLeft = () => this.controller.abort(new ModelUnavailable('the visitor left'));

  constructor(settings: LanguageModelSettings, streamed: boolean, private readonly outer?: AbortSignal) {
    this.whole = setTimeout(() => this.expire(`no complete reply within ${settings.timeoutMs} ms`), settings.timeoutMs);
    if (streamed) this.firstWords = setTimeout(() => this.expire(`no first words within ${settings.firstTokenMs} ms`), settings.firstTokenMs);
    if (outer?.aborted) this.visitorLeft();
    else outer?.addEventListener('abort', this.visitorLeft, { once: true });
  }

  get signal() {
    return this.controller.signal;
  }

  /** The first words came: only the total budget is left. */
  started() {
    clearTimeout(this.firstWords);
  }

  /** Why the request was cut short, when the budget cut it. */
  reason(): ModelUnavailable | undefined {
    return this.controller.signal.aborted && this.controller.signal.reason instanceof ModelUnavailable ? this.controller.signal.reason : undefined;
  }

  end() {
    clearTimeout(this.whole);
    clearTimeout(this.firstWords);
    this.outer?.removeEventListener('abort', this.visitorLeft);
  }

  private expire(why: string) {
    this.controller.abort(new ModelUnavailable(why));
  }
}

async function readWhole(response: Response, signal: AbortSignal): Promise<string> {
  // A body cut off or not JSON is a reply without content, as before; one too long is refused as such.
  const text = await cappedText(response.body, signal, MAX_READ_BYTES, () => new ModelUnavailable('the reply is too long')).catch((error: unknown) => {
    if (error instanceof ModelUnavailable) throw error;
    return '';
  });
  const body = parsedOrNull(text);
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new ModelUnavailable('the reply holds no message content');
  if (content.length > MAX_REPLY_CHARACTERS) throw new ModelUnavailable('the reply is too long');
  return content;
}

/** Reads `data:` lines of a chat completions stream up to `data: [DONE]`, handing on each piece of content. */
async function readStream(response: Response, signal: AbortSignal, onText: (text: string) => void): Promise<string> {
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    throw new ModelUnavailable('the model did not stream its reply');
  }
  const decoder = new TextDecoder();
  let pending = '';
  let reply = '';
  for await (const chunk of chunksOf(response.body, signal)) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    if (pending.length > MAX_READ_BYTES) throw new ModelUnavailable('the stream holds a line too long');
    for (const line of lines) {
      const data = line.startsWith('data:') ? line.slice(5).trim() : null;
      if (data === null || data === '') continue;
      if (data === '[DONE]') return reply;
      const piece = deltaContent(data);
      if (!piece) continue;
      reply += piece;
      if (reply.length > MAX_REPLY_CHARACTERS) throw new ModelUnavailable('the reply is too long');
      onText(piece);
    }
  }
  throw new ModelUnavailable('the stream ended before [DONE]');
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function deltaContent(data: string): string {
  try {
    const event = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
    const content = event.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    throw new ModelUnavailable('the stream holds an event that is not JSON');
  }
}

