import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { PropertyOverview_PropertyFragment } from '../../gql/graphql';
import { HEATING_FUELS, isEpcExpired } from '@warmwise/common';
import { WithoutCertificateNote } from './WithoutCertificateNote';

/**
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const propertyOverviewFragment = graphql(`
  fragment PropertyOverview_property on HomeDetails {
    propertyType
    yearBuilt
    floorArea
    heatingSystem
    heatingFuel
    epcRating
    epcValidUntil
    withoutCertificate
  }
`);

const NOT_AVAILABLE = 'N/A';

// The server says 0 for an unknown floor area, and 'Unknown' where the EPC had nothing to map.
function shown(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const text = String(value).trim();
  return text === '' || text === '0' || text.toLowerCase() === 'unknown' ? NOT_AVAILABLE : text;
}

/**
 * An 'Other' heating names its fuel when known, as 'Other (LPG)': the plan is costed on that fuel.
 * The fuel's short name is its label without the examples in brackets.
 */
function mainHeating(property: PropertyOverview_PropertyFragment | null): string {
  const heating = shown(property?.heatingSystem);
  const fuel = HEATING_FUELS.find((option) => option.value === property?.heatingFuel && option.value !== 'unknown');
  return fuel ? `${heating} (${fuel.label.replace(/\s*\(.*\)$/, '')})` : heating;
}

/** The home the plan is for, as we understood it (docs/product.md, "The plan and its cards"). */
export function PropertyOverview({ property }: { property: PropertyOverview_PropertyFragment | null }) {
  const expired = isEpcExpired(property?.epcValidUntil);
  return (
    <Card.Root as="section" aria-labelledby="property-overview-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="property-overview-title">
          Property Overview
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {property?.withoutCertificate && <WithoutCertificateNote />}
        <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="4">
          <Fact label="Property Type" value={shown(property?.propertyType)} />
          <Fact label="Year Built" value={shown(property?.yearBuilt)} />
          <Fact label="Floor Area (m2)" value={shown(property?.floorArea)} />
          <Fact label="Main Heating" value={mainHeating(property)} />
          <Fact label="EPC Rating" value={shown(property?.epcRating)} />
          <Fact
            label="EPC Expires"
            value={shown(property?.epcValidUntil)}
            badge={expired ? <Badge colorPalette="red">Expired</Badge> : null}
          />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value, badge }: { label: string; value: string; badge?: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <HStack as="dd" gap="2" fontWeight="semibold">
        <Text as="span">{value}</Text>
        {badge}
      </HStack>
    </Stack>
  );
}
