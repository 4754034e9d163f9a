import { useMutation } from '@apollo/client/react';
import { checkThermyMessage } from '@warmwise/common';
import { useState } from 'react';
import { friendlyMessage } from '../../errors/friendlyMessage';
import { askThermyMutation } from './askThermy.mutation';

export const THERMY_FAILURE_MESSAGE = "Thermy couldn't answer just now. Please try again in a moment.";

export interface ThermySourceLink {
  title: string;
  url: string;
}

export interface ChatMessage {
  id: number;
  from: 'visitor' | 'thermy';
  text: string;
  sources: ThermySourceLink[];
  suggestions: string[];
}

/**
 * The conversation on /ask-thermy: the messages so far, the id the server continues it by, and
 * one question in flight at a time. A refused or failed question stays in the box to try again.
 */
export function useThermyChat() {
  const [ask, { loading }] = useMutation(askThermyMutation);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = (message: Omit<ChatMessage, 'id'>) => setMessages((all) => [...all, { ...message, id: all.length + 1 }]);

  /** Sends the question; true when Thermy answered (the box may then be cleared). */
  const send = async (text: string): Promise<boolean> => {
    const check = checkThermyMessage(text);
    if (!check.ok) {
      setError(check.message);
      return false;
    }
    if (loading) return false;
    setError(null);
    add({ from: 'visitor', text: check.value, sources: [], suggestions: [] });
    try {
      const { data } = await ask({ variables: { message: check.value, conversationId } });
      if (!data) throw new Error('no answer');
      const answer = data.askThermy;
      setConversationId(answer.conversationId);
      add({ from: 'thermy', text: answer.reply, sources: answer.sources, suggestions: answer.suggestions });
      return true;
    } catch (failure) {
      setMessages((all) => all.slice(0, -1));
      setError(friendlyMessage(failure, THERMY_FAILURE_MESSAGE));
      return false;
    }
  };

  return { messages, loading, error, send };
}
