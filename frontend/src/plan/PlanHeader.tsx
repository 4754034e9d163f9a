import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw, LuSettings } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import type { PlanHeader_PropertyFragment } from '../gql/graphql';
import { ShareControl } from '../share/ShareControl';

/**
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const planHeaderFragment = graphql(`
  fragment PlanHeader_property on Property {
    id
    address
    fullAddress
  }
`);

/** The heading's address line: the full address, else the address, else 'your property'. */
function planAddress(property: PlanHeader_PropertyFragment | null): string {
  return property?.fullAddress?.trim() || property?.address.trim() || 'your property';
}

/** The plan screen's heading, shown from the moment the plan starts loading. */
export const PLAN_HEADING = 'Home Energy Plan';

interface PlanHeaderProps {
  property: PlanHeader_PropertyFragment | null;
  refreshing: boolean;
  onRefresh: () => void;
}

export function PlanHeader({ property, refreshing, onRefresh }: PlanHeaderProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {PLAN_HEADING}
        </Heading>
        <Text color="fg.muted" data-testid="plan-address">
          {planAddress(property)}
        </Text>
      </Stack>
      {/* On a phone the buttons stack at one full width; wrapped in a row they had three widths. */}
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="2" wrap="wrap">
        {property ? <ShareControl propertyId={property.id} /> : null}
        <Button asChild variant="outline">
          <RouterLink to="/onboarding?step=profile">
            <LuSettings aria-hidden="true" /> Edit Profile & Preferences
          </RouterLink>
        </Button>
        {/* Mobile only: desktop visitors have the browser's own reload within reach. */}
        <Button variant="outline" hideFrom="md" onClick={onRefresh} disabled={refreshing}>
          <LuRefreshCw aria-hidden="true" /> {refreshing ? 'Refreshing...' : 'Refresh Data'}
        </Button>
      </Stack>
    </Stack>
  );
}
