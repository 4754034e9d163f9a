import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { OfficeAddress } from '../chrome/OfficeAddress';
import type { ReactNode } from 'react';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {label}
      </Heading>
      {children}
    </Stack>
  );
}

/** Where to find us: the same address, e-mail and hours as the footer, from one brand record. */
export function ContactDetails() {
  return (
    <Card.Root as="section" aria-labelledby="contact-details-heading" h="full">
      <Card.Body>
        <Stack gap="5">
          <Heading as="h2" id="contact-details-heading" size="lg">
            Get in touch
          </Heading>
          <Detail label="Office">
            <OfficeAddress color="fg.muted" />
          </Detail>
          <Detail label="Email">
            <Link href={`mailto:${BRAND.supportEmail}`} color="brand.fg">
              {BRAND.supportEmail}
            </Link>
          </Detail>
          <Detail label="Business hours">
            <Text color="fg.muted">{BRAND.businessHours}</Text>
          </Detail>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
