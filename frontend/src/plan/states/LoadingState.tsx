import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export function LoadingState() {
  return (
    <Center py="24" role="status">
      <Stack align="center" gap="4">
        <Spinner size="xl" color="brand.solid" />
        <Text color="fg.muted">Loading your energy plan...</Text>
      </Stack>
    </Center>
  );
}
