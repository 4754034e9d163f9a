import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { StaticSection } from '../static/StaticSection';
import { IMPACT_FIGURES } from './impactFigures';

/** The three headline figures, as a list so a screen reader counts them. */
export function ImpactFigures() {
  return (
    <StaticSection title="Our impact">
      <SimpleGrid as="ul" columns={{ base: 1, sm: 3 }} gap="4" listStyleType="none">
        {IMPACT_FIGURES.map(({ figure, label }) => (
          <Stack as="li" key={label} gap="1" p="5" rounded="lg" bg="brand.subtle" textAlign="center">
            <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
              {figure}
            </Text>
            <Text>{label}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </StaticSection>
  );
}
