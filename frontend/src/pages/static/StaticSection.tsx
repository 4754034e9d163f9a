import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface StaticSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled part of a content page; a region named by its heading, so it shows in a screen reader's list. */
export function StaticSection({ title, children }: StaticSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" lineHeight="tall">
      <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
