import { Box, Container, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { FooterContact } from './FooterContact';
import { FooterLinks } from './FooterLinks';
import { SocialLinks } from './SocialLinks';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto" pt="12" pb="8">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="4">
            <Text fontSize="xl" fontWeight="bold" color="white">
              {BRAND.productName}
            </Text>
            <Text maxW="xs">
              Honest, personalised energy-improvement plans for UK homes: what to do first, what it
              costs and what it saves.
            </Text>
            <SocialLinks />
          </Stack>
          <FooterLinks />
          <FooterContact />
        </SimpleGrid>
        <Separator my="8" borderColor="whiteAlpha.300" />
        <Text fontSize="sm" textAlign="center">
          © {year} {BRAND.productName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
