import { Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { RentalStandard_StandardFragment } from '../../gql/graphql';
import { GRANT_VERDICT_WORDS } from './standardWords';

type Grant = RentalStandard_StandardFragment['grants'][number];

/** Schemes towards the standard, with the Grants tab's verdict for the home and who applies for a let home. */
export function LandlordGrants({ grants }: { grants: readonly Grant[] }) {
  const headingId = useId();
  if (grants.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading as="h3" size="md" id={headingId}>
        Grants that can help
      </Heading>
      <List.Root as="ul" listStyle="none" gap="3" aria-labelledby={headingId}>
        {grants.map((grant) => (
          <List.Item key={grant.name} borderWidth="1px" rounded="md" p="3" breakInside="avoid">
            <Stack gap="1">
              <HStack gap="2" flexWrap="wrap">
                <Text as="span" fontWeight="semibold">
                  {grant.name}
                </Text>
                <Badge colorPalette={grant.verdict === 'likely' ? 'green' : 'blue'}>{GRANT_VERDICT_WORDS[grant.verdict]}</Badge>
              </HStack>
              <Text fontSize="sm">{grant.amount}</Text>
              <Text fontSize="sm" color="fg.muted">{`Who applies: ${grant.who}`}</Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
