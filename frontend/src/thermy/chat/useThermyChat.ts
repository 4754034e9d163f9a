import { checkWith, thermyMessage } from '@warmwise/common';
import { useRef, useState } from 'react';
import { askThermyStreaming, ThermyFailure, type ThermySourceLink } from './thermyStream';

const THERMY_FAILURE_MESSAGE = "Thermy couldn't answer just now. Please try again in a moment.";

export interface ChatMessage {
  id: number;
  from: 'visitor' | 'thermy';
  text: string;
  sources: ThermySourceLink[];
  suggestions: string[];
}

/**
 * The conversation on /ask-thermy: the messages so far, the answer being written (as a language
 * model streams it), the id the server continues the conversation by, and one question in flight
 * at a time. A refused or failed question stays in the box to try again.
 */
export function useThermyChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const conversationId = useRef<string | null>(null);

  const add = (message: Omit<ChatMessage, 'id'>) => setMessages((all) => [...all, { ...message, id: all.length + 1 }]);

  /** Sends the question; true when Thermy answered (the box may then be cleared). */
  const send = async (text: string): Promise<boolean> => {
    const check = checkWith(thermyMessage, text);
    if (!check.ok) {
      setError(check.message);
      return false;
    }
    if (loading) return false;
    setError(null);
    setLoading(true);
    add({ from: 'visitor', text: check.value, sources: [], suggestions: [] });
    try {
      const answer = await askThermyStreaming({ message: check.value, conversationId: conversationId.current }, (words) => setDraft((written) => written + words));
      conversationId.current = answer.conversationId;
      add({ from: 'thermy', text: answer.reply, sources: answer.sources, suggestions: answer.suggestions });
      return true;
    } catch (failure) {
      setMessages((all) => all.slice(0, -1));
      setError((failure instanceof ThermyFailure && failure.message) || THERMY_FAILURE_MESSAGE);
      return false;
    } finally {
      setDraft('');
      setLoading(false);
    }
  };

  return { messages, draft, loading, error, send };
}
