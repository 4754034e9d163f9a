import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StaticPage } from '../static/StaticPage';
import { StaticSection } from '../static/StaticSection';
import { ApiAccessSection } from './ApiAccessSection';
import { PartnerCard } from './PartnerCard';
import { PARTNERS } from './partners';

/** /partners: the organisations we work with, how to join them, and API access. */
export function PartnersPage() {
  return (
    <StaticPage
      title="Our Partners"
      width="wide"
      summary="We work with energy suppliers, banks and local authorities to help UK households make their homes warmer and cheaper to run."
    >
      <StaticSection title="Who we work with">
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="5" listStyleType="none">
          {PARTNERS.map((partner) => (
            <PartnerCard key={partner.name} partner={partner} />
          ))}
        </SimpleGrid>
      </StaticSection>

      <StaticSection title="Become a partner">
        <Text maxW="3xl">
          If your organisation helps people make their homes warmer or cheaper to run, we would like to hear from you.
        </Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/contact">Get in Touch</RouterLink>
        </Button>
      </StaticSection>

      {/* Prose keeps a readable line length on the wide page. */}
      <Box maxW="3xl">
        <ApiAccessSection />
      </Box>
    </StaticPage>
  );
}
