import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { ThermySources } from './ThermySources';
import type { ChatMessage } from './useThermyChat';

interface ThermyMessagesProps {
  messages: ChatMessage[];
  loading: boolean;
  onSuggestion(question: string): void;
}

/**
 * The conversation as a log: screen readers announce each new answer as it arrives. Follow-up
 * suggestions are offered under the latest answer only.
 */
export function ThermyMessages({ messages, loading, onSuggestion }: ThermyMessagesProps) {
  const latest = messages.at(-1);
  return (
    <Stack role="log" aria-label="Conversation with Thermy" aria-busy={loading} gap="4">
      {messages.length === 0 && (
        <Text color="fg.muted">Hello, I'm Thermy. Ask me anything about saving energy at home: your plan, insulation, heating, grants or EPC ratings.</Text>
      )}
      {messages.map((message) => (
        <Box
          key={message.id}
          alignSelf={message.from === 'visitor' ? 'flex-end' : 'flex-start'}
          maxW={{ base: 'full', md: '85%' }}
          bg={message.from === 'visitor' ? 'brand.subtle' : 'bg.muted'}
          borderRadius="lg"
          px="4"
          py="3"
        >
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
            {message.from === 'visitor' ? 'You' : 'Thermy'}
          </Text>
          <Text whiteSpace="pre-line" overflowWrap="anywhere">{message.text}</Text>
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
        </Box>
      ))}
      {loading && (
        <Flex align="center" gap="2" color="fg.muted">
          <Spinner size="sm" />
          <Text>Thermy is thinking...</Text>
        </Flex>
      )}
    </Stack>
  );
}
