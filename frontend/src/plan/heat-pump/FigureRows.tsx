import { HStack, Stack, Text } from '@chakra-ui/react';

export type FigureRow = readonly [label: string, value: string];

/** Label and figure pairs as a description list: side by side, the figure wrapping under on a phone. */
export function FigureRows({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <Stack as="dl" gap="2">
      {rows.map(([label, value]) => (
        <HStack key={label} as="div" justify="space-between" align="baseline" gap="3" rowGap="0" wrap="wrap" borderBottomWidth="1px" pb="1">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontWeight="semibold">
            {value}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
