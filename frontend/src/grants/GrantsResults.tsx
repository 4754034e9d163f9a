import { Badge, Button, Card, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { NO_GRANTS_MESSAGE, type GrantScheme } from '@warmwise/common';
import { LuExternalLink } from 'react-icons/lu';

/** Step 5: the matching schemes of the catalogue, or the no-match message, and 'Check Again'. */
export function GrantsResults({ schemes, onCheckAgain }: { schemes: readonly GrantScheme[]; onCheckAgain: () => void }) {
  return (
    <Stack gap="4">
      {schemes.length === 0 ? (
        <Text role="status">{NO_GRANTS_MESSAGE}</Text>
      ) : (
        <>
          <Text role="status">
            You may be eligible for {schemes.length} {schemes.length === 1 ? 'scheme' : 'schemes'}:
          </Text>
          {schemes.map((scheme) => (
            <Card.Root as="article" key={scheme.id} aria-labelledby={`grant-${scheme.id}`} variant="outline">
              <Card.Body gap="3">
                <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
                  <Heading as="h4" size="md" id={`grant-${scheme.id}`}>
                    {scheme.name}
                  </Heading>
                  <Badge colorPalette="green" alignSelf="flex-start">
                    {scheme.amount}
                  </Badge>
                </Stack>
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
              </Card.Body>
            </Card.Root>
          ))}
        </>
      )}
      <Button onClick={onCheckAgain} variant="outline" alignSelf="flex-start">
        Check Again
      </Button>
    </Stack>
  );
}
