import { Box, Button, Card, Center, Code, Collapsible, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuTriangleAlert } from 'react-icons/lu';

interface ErrorScreenProps {
  error: Error;
  onRetry: () => void;
}

/** What a visitor sees when a page crashes (docs/product.md, "Errors in words people can act on"). */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  return (
    <Center py="16" px="4">
      <Card.Root maxW="lg" w="full" role="alert">
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center">
            <Box color="red.500" fontSize="4xl" aria-hidden="true">
              <LuTriangleAlert />
            </Box>
            <Heading as="h1" size="xl">
              Something went wrong
            </Heading>
            <Text color="fg.muted">
              An unexpected error occurred. This has been logged for our team to investigate.
            </Text>
            <Collapsible.Root w="full">
              <Collapsible.Trigger asChild>
                <Button variant="plain" size="sm" color="fg.muted">
                  Error details <LuChevronDown aria-hidden="true" />
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Code display="block" whiteSpace="pre-wrap" textAlign="left" p="3" mt="2" w="full" fontSize="xs">
                  {error.message || String(error)}
                </Code>
              </Collapsible.Content>
            </Collapsible.Root>
            <HStack gap="3" wrap="wrap" justify="center">
              <Button colorPalette="brand" onClick={onRetry}>
                Try Again
              </Button>
              <Button variant="outline" onClick={() => window.location.reload()}>
                Reload Page
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
