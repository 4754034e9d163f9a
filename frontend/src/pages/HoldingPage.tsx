import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';

interface HoldingPageProps {
  title: string;
  /** One line on what the page will hold, so the visitor knows why they came. */
  summary: string;
  pageTitle?: string;
}

/** An honest placeholder for a page that a later release fills in. */
export function HoldingPage({ title, summary, pageTitle = title }: HoldingPageProps) {
  usePageTitle(pageTitle);
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Stack gap="5" align="flex-start">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {summary}
        </Text>
        <Text>This page is coming soon.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/onboarding">Create Your Plan</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
