import { Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/** What the verdict only estimates, beside what a survey in the home would settle. */
export function WhatWeEstimated({ estimated, surveyConfirms }: { estimated: readonly string[]; surveyConfirms: string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" fontSize="sm">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          What we estimated
        </Heading>
        <List.Root as="ul" ps="5" gap="1">
          {estimated.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          What a survey confirms
        </Heading>
        <Text>{surveyConfirms}</Text>
      </Stack>
    </SimpleGrid>
  );
}
