import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export function LoadingState({ label = 'Loading your energy plan...' }: { label?: string }) {
  return (
    <Center py="24" role="status">
      <Stack align="center" gap="4">
        <Spinner size="xl" color="brand.solid" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}
