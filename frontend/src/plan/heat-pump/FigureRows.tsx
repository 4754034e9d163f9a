import { Stack } from '@chakra-ui/react';
import { DefinedFigure } from '../steps/DefinedFigure';

export type FigureRow = readonly [label: string, value: string];

/** Label and figure pairs as a description list, one ruled line each. */
export function FigureRows({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <Stack as="dl" gap="2">
      {rows.map(([label, value]) => (
        <DefinedFigure key={label} label={label} value={value} inline />
      ))}
    </Stack>
  );
}
