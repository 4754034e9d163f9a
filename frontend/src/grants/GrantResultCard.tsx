import { Badge, Card, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { GrantVerdict } from '@warmwise/common';
import { LuExternalLink } from 'react-icons/lu';
import type { GrantResult } from './grantResult.fragment';

const VERDICT_BADGE: Record<GrantVerdict, { label: string; palette: string }> = {
  likely: { label: 'Likely for you', palette: 'green' },
  check: { label: 'Worth checking', palette: 'orange' },
  unlikely: { label: 'Probably not for you', palette: 'gray' },
};

/** 23 October 2023: the day a source gives its figures for, as people write dates here. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** One listed scheme: its verdict and why, the amount with its date and source, and how to apply. */
export function GrantResultCard({ scheme }: { scheme: GrantResult }) {
  const badge = VERDICT_BADGE[scheme.verdict];
  const open = scheme.verdict !== 'unlikely';
  return (
    <Card.Root as="article" aria-labelledby={`grant-${scheme.id}`} variant="outline">
      <Card.Body gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <Heading as="h4" size="md" id={`grant-${scheme.id}`}>
            {scheme.name}
          </Heading>
          <Badge colorPalette={badge.palette} alignSelf="flex-start">
            {badge.label}
          </Badge>
        </Stack>
        <List.Root ps="5" aria-label={`Why: ${scheme.name}`}>
          {scheme.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold">
            {scheme.amount}
          </Text>
          {scheme.amountAsOf && ` as of ${longDate(scheme.amountAsOf)}`}
          {scheme.source && (
            <>
              {' ('}
              <Link href={scheme.sourceUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                {scheme.source}
              </Link>
              {')'}
            </>
          )}
        </Text>
        {open && (
          <>
            <Text fontSize="sm" color="fg.muted">
              Provided by {scheme.provider}
            </Text>
            <Text>{scheme.description}</Text>
            {scheme.asOf && (
              <Text fontSize="sm" color="fg.muted">
                Note: {scheme.asOf}
              </Text>
            )}
            <Stack gap="1">
              <Text fontWeight="semibold">Requirements</Text>
              <List.Root ps="5">
                {scheme.requirements.map((requirement) => (
                  <List.Item key={requirement}>{requirement}</List.Item>
                ))}
              </List.Root>
            </Stack>
            <Stack gap="1">
              <Text fontWeight="semibold">How to apply</Text>
              <Text>{scheme.applicationProcess}</Text>
            </Stack>
            <Link href={scheme.website} target="_blank" rel="noopener noreferrer" colorPalette="brand" alignSelf="flex-start">
              Visit the {scheme.name} website <LuExternalLink aria-hidden="true" />
            </Link>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
