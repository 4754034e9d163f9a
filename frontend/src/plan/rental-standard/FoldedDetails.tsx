import { Box, Button, Stack } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';

/**
 * Detail folded away on the screen and always on paper: one copy, hidden by a style that print
 * undoes (a closed Chakra collapsible is hidden by its reset with an `!important` print cannot undo).
 */
export function FoldedDetails({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Stack gap="2">
      <Button
        variant="plain"
        px="0"
        h="auto"
        minH="11"
        justifyContent="flex-start"
        whiteSpace="normal"
        textAlign="start"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
      >
        {label} <LuChevronDown aria-hidden="true" style={{ transform: open ? 'rotate(180deg)' : undefined }} />
      </Button>
      <Box id={contentId} display={open ? 'block' : 'none'} _print={{ display: 'block' }}>
        {children}
      </Box>
    </Stack>
  );
}
