import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { startSkipWindow, useTooltipOpenDelay } from './skipDelay';

interface TooltipProps {
  content: ReactNode;
  /** A single focusable element: the tooltip attaches to it rather than wrapping it. */
  children: ReactElement;
}

/** The app's tooltip: a 700 ms open delay, skipped within 300 ms of another closing, and an arrow. */
export function Tooltip({ content, children }: TooltipProps) {
  const openDelay = useTooltipOpenDelay();
  return (
    <ChakraTooltip.Root
      openDelay={openDelay}
      closeDelay={100}
      onOpenChange={({ open }) => {
        if (!open) startSkipWindow();
      }}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>
            <ChakraTooltip.Arrow>
              <ChakraTooltip.ArrowTip />
            </ChakraTooltip.Arrow>
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
