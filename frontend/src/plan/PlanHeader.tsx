import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw, LuSettings } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
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

/** The plan screen's heading, shown from the moment the plan starts loading. */
export const PLAN_HEADING = 'Home Energy Plan';

interface PlanHeaderProps {
  propertyId: string;
  /** The address line as `planFirstScreen` words it (the server words a reloaded page's the same way). */
  address: string;
  refreshing: boolean;
  onRefresh: () => void;
}

export function PlanHeader({ propertyId, address, refreshing, onRefresh }: PlanHeaderProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {PLAN_HEADING}
        </Heading>
        <Text color="fg.muted" data-testid="plan-address">
          {address}
        </Text>
      </Stack>
      {/* On a phone the buttons stack at one full width; wrapped in a row they had three widths. */}
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="2" wrap="wrap">
        <ShareControl propertyId={propertyId} />
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
