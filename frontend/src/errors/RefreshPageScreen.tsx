import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

interface RefreshPageScreenProps {
  message?: string;
}

/**
 * The simpler error screen: a message and one way out. It is the global boundary's fallback,
 * so it uses nothing that needs the router, Apollo or a theme beyond Chakra's defaults.
 */
export function RefreshPageScreen({
  message = 'We apologize for the inconvenience. Please try refreshing the page.',
}: RefreshPageScreenProps) {
  return (
    <Center minH="100dvh" px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md" role="alert">
        <Heading as="h1" size="xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </Stack>
    </Center>
  );
}
