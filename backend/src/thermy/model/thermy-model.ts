import { completeChat, ModelUnavailable, type LanguageModelSettings } from './chat-completions.js';
import { unsourcedFigures } from './figure-check.js';
import type { ThermyGrounding } from './thermy-grounding.js';
import { thermyPrompt } from './thermy-prompt.js';

export type ModelReply = { reply: string } | { failure: string };

export interface ModelWriteOptions {
  /** Streams the reply: each piece of text as the model writes it. */
  onText?: (text: string) => void;
  /** Aborts the model's request (the visitor left). */
  signal?: AbortSignal;
}

/**
 * A language model writing Thermy's reply from the grounding. It never answers on its own: a model
 * that fails, is slow, or states a figure the grounding does not hold gives a failure, and the
 * grounded answer goes out instead.
 */
export class ThermyModel {
  constructor(private readonly settings: LanguageModelSettings) {}

  async write(question: string, grounding: ThermyGrounding, options: ModelWriteOptions = {}): Promise<ModelReply> {
    const messages = thermyPrompt(question, grounding);
    const given = messages.map((message) => message.content).join('\n');
    const checked = options.onText && checkedBySentence(options.onText, given);
    try {
      const reply = (await completeChat(this.settings, messages, { ...options, onText: checked?.push })).trim();
      checked?.flush();
      const invented = unsourcedFigures(reply, given);
      if (invented.length > 0) return { failure: `the reply states figures the grounding does not hold: ${invented.join(', ')}` };
      return { reply };
    } catch (error) {
      if (error instanceof ModelUnavailable) return { failure: error.message };
      throw error;
    }
  }
}

/** Where the first sentence of `text` ends (after its full stop and the space that follows), or -1. */
function sentenceEnd(text: string): number {
  const match = /[.!?](?=\s)|\n/.exec(text);
  return match ? match.index + 1 : -1;
}

/**
 * Streams the model's words a sentence at a time, each only once its figures are found in what the
 * model was given: a sentence stating an invented figure never reaches the page, and nothing after
 * it does (the grounded answer replaces the reply when the model is done).
 */
function checkedBySentence(onText: (text: string) => void, given: string) {
  let pending = '';
  let refused = false;
  const pass = (sentence: string) => {
    if (unsourcedFigures(sentence, given).length > 0) refused = true;
    else onText(sentence);
  };
  return {
    push: (text: string) => {
      if (refused) return;
      pending += text;
      for (let end = sentenceEnd(pending); end !== -1 && !refused; end = sentenceEnd(pending)) {
        pass(pending.slice(0, end));
        pending = pending.slice(end);
      }
    },
    flush: () => {
      if (!refused && pending.length > 0) pass(pending);
      pending = '';
    },
  };
}
