import { Card } from '@chakra-ui/react';
import { useRef } from 'react';
import { ThermyMessages } from './ThermyMessages';
import { ThermyQuestionForm } from './ThermyQuestionForm';
import { useThermyChat } from './useThermyChat';

/** Our own Thermy: the conversation and the question box. */
export function ThermyChat() {
  const { messages, draft, loading, error, send } = useThermyChat();
  const questionBox = useRef<HTMLTextAreaElement>(null);
  // The suggestion buttons go while Thermy answers: focus returns to the box rather than the page's start.
  const askSuggestion = (question: string) => {
    questionBox.current?.focus();
    void send(question);
  };

  return (
    <Card.Root>
      <Card.Body gap="6">
        <ThermyMessages messages={messages} draft={draft} loading={loading} onSuggestion={askSuggestion} />
        <ThermyQuestionForm loading={loading} error={error} onSend={send} inputRef={questionBox} />
      </Card.Body>
    </Card.Root>
  );
}
