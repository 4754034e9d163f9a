import { Code } from '@chakra-ui/react';

/** A block of code a developer copies as it stands; it scrolls sideways rather than wrapping. */
export function CodeBlock({ children, label }: { children: string; label?: string }) {
  return (
    <Code as="pre" display="block" overflowX="auto" p="4" rounded="md" fontSize="sm" aria-label={label} tabIndex={0}>
      {children}
    </Code>
  );
}
