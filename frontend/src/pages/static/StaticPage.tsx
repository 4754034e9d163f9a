import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../usePageTitle';

interface StaticPageProps {
  title: string;
  /** One or two sentences under the title saying what the page is for. */
  summary: ReactNode;
  /** Prose pages keep a readable line length; pages of cards use the wider grid. */
  width?: 'prose' | 'wide';
  children: ReactNode;
}

/** The frame every content page shares: its title (also the document's), a summary, then sections. */
export function StaticPage({ title, summary, width = 'prose', children }: StaticPageProps) {
  usePageTitle(title);
  return (
    <Container maxW={width === 'prose' ? '3xl' : '6xl'} py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '8', md: '10' }}>
        <Stack gap="3" maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {summary}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
