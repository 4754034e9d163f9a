import { Box, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * A screen tall, like the route's own placeholder before it: the footer stays below the fold
 * until the plan arrives, rather than showing under the spinner and being pushed away (on a
 * phone that push measured as a layout shift of 0.8).
 */
export function LoadingState({ label = 'Loading your energy plan...', heading }: { label?: string; heading?: string }) {
  return (
    <Box minH="100dvh">
      {/* Where the plan's own heading will be, so it paints at once and stays put when the plan arrives. */}
      {heading ? (
        <Container maxW="6xl" pt={{ base: '6', md: '10' }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {heading}
          </Heading>
        </Container>
      ) : null}
      <Center py="24" role="status">
        <Stack align="center" gap="4">
          <Spinner size="xl" color="brand.solid" />
          <Text color="fg.muted">{label}</Text>
        </Stack>
      </Center>
    </Box>
  );
}
