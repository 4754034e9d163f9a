import { Card, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { usePageTitle } from '../../pages/usePageTitle';
import { ThermyMessages } from './ThermyMessages';
import { ThermyQuestionForm } from './ThermyQuestionForm';
import { ThermyTips } from './ThermyTips';
import { useThermyChat } from './useThermyChat';

/** /ask-thermy: a conversation with Thermy, with tips for better questions beside it. */
export function AskThermyPage() {
  usePageTitle('Ask Thermy: Your Home Energy Expert');
  const { messages, loading, error, send } = useThermyChat();
  const questionBox = useRef<HTMLTextAreaElement>(null);
  // The suggestion buttons go while Thermy answers: focus returns to the box rather than the page's start.
  const askSuggestion = (question: string) => {
    questionBox.current?.focus();
    void send(question);
  };

  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Stack gap="8">
        <Stack gap="3" maxW="2xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Ask Thermy
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Thermy is our free home energy assistant, available 24/7. Its answers come from your plan, our guides and the sources it links to.
          </Text>
        </Stack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <Card.Root>
            <Card.Body gap="6">
              <ThermyMessages messages={messages} loading={loading} onSuggestion={askSuggestion} />
              <ThermyQuestionForm loading={loading} error={error} onSend={send} inputRef={questionBox} />
            </Card.Body>
          </Card.Root>
          <ThermyTips />
        </Grid>
      </Stack>
    </Container>
  );
}
