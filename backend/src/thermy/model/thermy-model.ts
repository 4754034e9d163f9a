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
    try {
      const reply = (await completeChat(this.settings, messages, options)).trim();
      const invented = unsourcedFigures(reply, messages.map((message) => message.content).join('\n'));
      if (invented.length > 0) return { failure: `the reply states figures the grounding does not hold: ${invented.join(', ')}` };
      return { reply };
    } catch (error) {
      if (error instanceof ModelUnavailable) return { failure: error.message };
      throw error;
    }
  }
}
