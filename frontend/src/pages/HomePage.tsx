import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { LuArrowRight } from 'react-icons/lu';
import { preloadConsentDialog, useConsentDialog } from '../consent/useConsentDialog';
import { useThermyWelcome } from '../thermy/useThermyWelcome';
import { usePageTitle } from './usePageTitle';

const STEPS = [
  { title: 'Enter your postcode', text: 'Find your home and the energy certificate data we already hold for it.' },
  { title: 'Build your profile', text: 'Check your home details and tell us what matters most to you.' },
  { title: 'Get your custom plan', text: 'See ranked improvements with costs, savings, grants and CO2 impact.' },
] as const;

/** Opens the consent dialog: the wizard starts only once the visitor has agreed. */
function StartButton({ onClick }: { onClick: () => void }) {
  return (
    <Button colorPalette="brand" size="lg" rounded="full" onClick={onClick} onPointerEnter={preloadConsentDialog} onFocus={preloadConsentDialog}>
      Start Your Plan <LuArrowRight aria-hidden="true" />
    </Button>
  );
}

export function HomePage() {
  usePageTitle('Your Home Energy Plan');
  const { openConsent, consentOpen, dialog } = useConsentDialog();
  useThermyWelcome(consentOpen);
  return (
    <>
      <Box as="section" aria-labelledby="hero-heading" bgGradient="to-br" gradientFrom="brand.50" gradientTo="orange.50">
        <Container maxW="6xl" py={{ base: '16', md: '24' }}>
          <Stack gap="6" maxW="2xl">
            <Heading as="h1" id="hero-heading" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
              A warmer home, lower bills, one honest plan
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {BRAND.productName} turns your postcode into a personalised energy-improvement plan for
              your home: what to do first, what it costs and what it saves. Free, and no sign-up needed.
            </Text>
            <Box>
              <StartButton onClick={openConsent} />
            </Box>
          </Stack>
        </Container>
      </Box>

      <Container as="section" aria-labelledby="how-heading" maxW="6xl" py={{ base: '12', md: '20' }}>
        <Heading as="h2" id="how-heading" size="2xl" mb="8" textAlign="center">
          How It Works
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {STEPS.map((step, index) => (
            <Card.Root as="li" key={step.title} variant="outline">
              <Card.Body gap="3">
                <Text as="span" fontSize="sm" fontWeight="bold" color="brand.fg">
                  Step {index + 1}
                </Text>
                <Heading as="h3" size="md">
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" aria-labelledby="cta-heading" bg="brand.subtle">
        <Container maxW="3xl" py={{ base: '12', md: '16' }} textAlign="center">
          <Stack gap="5" align="center">
            <Heading as="h2" id="cta-heading" size="2xl">
              Ready to see what your home could save?
            </Heading>
            <Text color="fg.muted">It takes about five minutes. You only need your postcode.</Text>
            <StartButton onClick={openConsent} />
          </Stack>
        </Container>
      </Box>
      {dialog}
    </>
  );
}
