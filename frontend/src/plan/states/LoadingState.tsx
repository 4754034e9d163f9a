import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * A screen tall, like the route's own placeholder before it: the footer stays below the fold
 * until the plan arrives, rather than showing under the spinner and being pushed away (on a
 * phone that push measured as a layout shift of 0.8).
 */
export function LoadingState({ label = 'Loading your energy plan...' }: { label?: string }) {
  return (
    <Box minH="100dvh">
      <Center py="24" role="status">
        <Stack align="center" gap="4">
          <Spinner size="xl" color="brand.solid" />
          <Text color="fg.muted">{label}</Text>
        </Stack>
      </Center>
    </Box>
  );
}
