import { Heading, HStack, Icon } from '@chakra-ui/react';
import type { HeatPumpReadiness } from '../../gql/graphql';
import { VERDICT_LOOKS } from './verdictLook';

/**
 * The verdict in large type beside an icon whose shape differs by kind (a tick, a clock, a
 * radiator, a cross), on a band of the kind's colour: readable without seeing colour at all.
 */
export function VerdictHeadline({ verdict, headline }: { verdict: HeatPumpReadiness; headline: string }) {
  const { icon, palette } = VERDICT_LOOKS[verdict];
  return (
    <HStack gap="3" align="center" colorPalette={palette} bg="colorPalette.subtle" borderStartWidth="6px" borderColor="colorPalette.solid" rounded="md" p="4" data-verdict={verdict}>
      <Icon as={icon} boxSize="8" color="colorPalette.fg" flexShrink={0} aria-hidden="true" />
      <Heading as="h3" size={{ base: 'lg', md: 'xl' }} color="colorPalette.fg">
        {headline}
      </Heading>
    </HStack>
  );
}
