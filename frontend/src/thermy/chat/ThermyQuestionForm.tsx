import { Button, Field, Flex, IconButton, Textarea } from '@chakra-ui/react';
import { THERMY_MESSAGE_MAX_LENGTH } from '@warmwise/common';
import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { LuMic, LuMicOff } from 'react-icons/lu';
import { useSpeechInput } from './useSpeechInput';

interface ThermyQuestionFormProps {
  loading: boolean;
  error: string | null;
  /** True when the question was answered, so the box can be cleared. */
  onSend(question: string): Promise<boolean>;
  /** The box, so the page can bring focus back to it after a suggestion button goes away. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The question box: Enter sends, Shift+Enter starts a new line; a microphone where the browser can take dictation. */
export function ThermyQuestionForm({ loading, error, onSend, inputRef }: ThermyQuestionFormProps) {
  const [question, setQuestion] = useState('');
  const speech = useSpeechInput((phrase) => setQuestion((typed) => (typed.trim() ? `${typed.trim()} ${phrase}` : phrase)));

  const send = async () => {
    if (await onSend(question)) setQuestion('');
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    void send();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Ask Thermy a question">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Your question</Field.Label>
        <Textarea
          ref={inputRef}
          name="question"
          rows={2}
          maxLength={THERMY_MESSAGE_MAX_LENGTH}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="How much would loft insulation save me?"
        />
        {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
      </Field.Root>
      <Flex justify="flex-end" gap="2" mt="3">
        {speech.supported && (
          <IconButton
            type="button"
            variant="outline"
            colorPalette="brand"
            aria-label={speech.listening ? 'Stop listening' : 'Speak your question'}
            aria-pressed={speech.listening}
            onClick={speech.toggle}
          >
            {speech.listening ? <LuMicOff /> : <LuMic />}
          </IconButton>
        )}
        <Button type="submit" colorPalette="brand" loading={loading} loadingText="Sending...">
          Send
        </Button>
      </Flex>
    </form>
  );
}
