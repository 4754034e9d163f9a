import { Box, Button, Flex, Spinner, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { ThermySources } from './ThermySources';
import type { ChatMessage } from './useThermyChat';

interface ThermyMessagesProps {
  messages: ChatMessage[];
  /** The answer as a language model writes it, until the whole answer comes. */
  draft: string;
  loading: boolean;
  onSuggestion(question: string): void;
}

/**
 * The conversation as a log: screen readers announce each new answer once, when it is whole. The
 * answer being written shows below the log, hidden from screen readers, so they do not read it out
 * word by word. Follow-up suggestions are offered under the latest answer only.
 */
export function ThermyMessages({ messages, draft, loading, onSuggestion }: ThermyMessagesProps) {
  const latest = messages.at(-1);
  return (
    <Stack gap="4">
      <Stack role="log" aria-label="Conversation with Thermy" aria-busy={loading} gap="4">
        {messages.length === 0 && (
          <Text color="fg.muted">Hello, I'm Thermy. Ask me anything about saving energy at home: your plan, insulation, heating, grants or EPC ratings.</Text>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} from={message.from} text={message.text}>
            <ThermySources sources={message.sources} />
            {message === latest && message.suggestions.length > 0 && !loading && (
              <Flex wrap="wrap" gap="2" mt="3" role="group" aria-label="Suggested questions">
                {message.suggestions.map((suggestion) => (
                  // Long questions wrap rather than push a phone's page sideways.
                  <Button
                    key={suggestion}
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    whiteSpace="normal"
                    maxW="full"
                    h="auto"
                    py="2"
                    textAlign="start"
                    onClick={() => onSuggestion(suggestion)}
                  >
                    {suggestion}
                  </Button>
                ))}
              </Flex>
            )}
          </MessageBubble>
        ))}
        {loading && !draft && (
          <Flex align="center" gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>Thermy is thinking...</Text>
          </Flex>
        )}
      </Stack>
      {draft && <MessageBubble from="thermy" text={draft} aria-hidden />}
    </Stack>
  );
}

interface MessageBubbleProps extends BoxProps {
  from: ChatMessage['from'];
  text: string;
}

function MessageBubble({ from, text, children, ...rest }: MessageBubbleProps) {
  return (
    <Box
      alignSelf={from === 'visitor' ? 'flex-end' : 'flex-start'}
      maxW={{ base: 'full', md: '85%' }}
      bg={from === 'visitor' ? 'brand.subtle' : 'bg.muted'}
      borderRadius="lg"
      px="4"
      py="3"
      {...rest}
    >
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {from === 'visitor' ? 'You' : 'Thermy'}
      </Text>
      <Text whiteSpace="pre-line" overflowWrap="anywhere">
        {text}
      </Text>
      {children}
    </Box>
  );
}
