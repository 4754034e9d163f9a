import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { PartnerLogo } from './PartnerLogo';
import type { Partner } from './partners';

export function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <Card.Root as="li" variant="outline" h="full">
      <Card.Body gap="3">
        <HStack gap="4" align="center">
          <PartnerLogo mark={partner.mark} colour={partner.colour} />
          <Badge colorPalette="brand" variant="subtle">
            {partner.kind}
          </Badge>
        </HStack>
        <Heading as="h3" size="md">
          {partner.name}
        </Heading>
        <Text color="fg.muted">{partner.description}</Text>
      </Card.Body>
    </Card.Root>
  );
}
