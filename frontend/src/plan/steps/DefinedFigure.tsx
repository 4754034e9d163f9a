import { Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DefinedFigureProps {
  label: string;
  value: string;
  /** Label and figure side by side on one ruled line (wrapping on a phone), not stacked. */
  inline?: boolean;
  /** Beside the figure, such as the red 'Expired' of a certificate past its date. */
  badge?: ReactNode;
}

const ON_ONE_LINE = {
  flexDirection: 'row',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: '3',
  borderBottomWidth: '1px',
  pb: '1',
} as const;

/** One label and its figure in a description list, so a screen reader reads them as a pair. */
export function DefinedFigure({ label, value, inline = false, badge }: DefinedFigureProps) {
  return (
    <Stat.Root as="div" gap="0" {...(inline ? ON_ONE_LINE : {})}>
      <Stat.Label as="dt" color="fg.muted" textStyle={inline ? 'md' : 'sm'}>
        {label}
      </Stat.Label>
      <Stat.ValueText as="dd" fontSize={inline ? 'md' : 'lg'}>
        {value}
        {badge}
      </Stat.ValueText>
    </Stat.Root>
  );
}
