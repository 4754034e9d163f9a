import { Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuHouse, LuLeaf, LuPiggyBank } from 'react-icons/lu';
import { useConsentDialog } from '../../consent/useConsentDialog';
import { PLAN_WELCOME_HELPER_DELAY_MS } from '../../thermy/thermyFlags';
import { useThermyWelcome } from '../../thermy/useThermyWelcome';

const TILES: ReadonlyArray<[title: string, text: string, icon: IconType]> = [
  ['Save Money', 'See which improvements cut your energy bills the most, and what they cost.', LuPiggyBank],
  ['Cut Emissions', "Find out how much CO2 each change takes off your home's footprint.", LuLeaf],
  ['Add Value', 'Learn how a better EPC rating can raise the value of your home.', LuHouse],
];

/** Welcome: no property yet, so invite the visitor to build a plan (docs/product.md, "The plan and its cards"). */
export function WelcomeState() {
  const { openConsent, consentOpen, dialog } = useConsentDialog();
  // This state only shows with no plan, no property and nothing loading (docs/product.md, "Thermy's welcome");
  // it is the session's one welcome, so returning here does not open Thermy again.
  useThermyWelcome(consentOpen, PLAN_WELCOME_HELPER_DELAY_MS);
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="8" align="center" textAlign="center">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Start Your Energy Plan
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Answer a few questions about your home and we will build a personalised, honest plan of improvements.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" w="full">
          {TILES.map(([title, text, Icon]) => (
            <Card.Root key={title} as="section" aria-label={title}>
              <Card.Body gap="2" alignItems="center">
                <Icon aria-hidden="true" size="28" />
                <Card.Title as="h2">{title}</Card.Title>
                <Card.Description>{text}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Button colorPalette="brand" size="lg" onClick={openConsent}>
          Create Your Energy Plan
        </Button>
      </Stack>
      {dialog}
    </Container>
  );
}
