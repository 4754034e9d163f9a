import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { OfficeAddress } from '../OfficeAddress';

export function FooterContact() {
  return (
    <Stack as="section" aria-labelledby="footer-contact-heading" gap="3">
      <Heading as="h2" id="footer-contact-heading" size="sm" color="white">
        Contact
      </Heading>
      <OfficeAddress color="gray.300" />
      <Link href={`mailto:${BRAND.supportEmail}`} color="gray.300" _hover={{ color: 'white' }}>
        {BRAND.supportEmail}
      </Link>
      <Text color="gray.300">{BRAND.businessHours}</Text>
    </Stack>
  );
}
