import { Button, Collapsible, Heading, Stack, Text } from '@chakra-ui/react';
import { NO_GRANTS_MESSAGE } from '@warmwise/common';
import { LuChevronDown } from 'react-icons/lu';
import type { GrantResult } from './grantResult.fragment';
import { GrantResultCard } from './GrantResultCard';

const CHECKING_MESSAGE = 'Checking the schemes against your answers and your home…';
/** @internal exported for its tests, which wait for it */
export const CHECK_FAILED_MESSAGE = "We couldn't check the schemes just now. Press Check Again to try once more.";

const plural = (count: number) => `${count} ${count === 1 ? 'scheme' : 'schemes'}`;

/**
 * Step 5: the listed schemes, likely first, then those worth checking; the unlikely ones folded
 * under a plain heading, each saying why. While the server answers, and if it cannot, a line says so.
 */
export function GrantsResults({ schemes, failed, onCheckAgain }: { schemes: readonly GrantResult[] | null; failed: boolean; onCheckAgain: () => void }) {
  const hopeful = (schemes ?? []).filter((scheme) => scheme.verdict !== 'unlikely');
  const unlikely = (schemes ?? []).filter((scheme) => scheme.verdict === 'unlikely');
  return (
    <Stack gap="4">
      {failed ? (
        <Text role="status">{CHECK_FAILED_MESSAGE}</Text>
      ) : !schemes ? (
        <Text role="status">{CHECKING_MESSAGE}</Text>
      ) : hopeful.length === 0 ? (
        <Text role="status">{NO_GRANTS_MESSAGE}</Text>
      ) : (
        <Text role="status">You may be eligible for {plural(hopeful.length)}:</Text>
      )}
      {hopeful.map((scheme) => (
        <GrantResultCard key={scheme.id} scheme={scheme} />
      ))}
      {unlikely.length > 0 && (
        <Collapsible.Root>
          <Heading as="h4" size="sm">
            <Collapsible.Trigger asChild>
              <Button variant="plain" px="0">
                {`Schemes you probably can't get (${unlikely.length})`} <LuChevronDown aria-hidden="true" />
              </Button>
            </Collapsible.Trigger>
          </Heading>
          <Collapsible.Content>
            <Stack gap="3" pt="2">
              {unlikely.map((scheme) => (
                <GrantResultCard key={scheme.id} scheme={scheme} />
              ))}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
      <Button onClick={onCheckAgain} variant="outline" alignSelf="flex-start">
        Check Again
      </Button>
    </Stack>
  );
}
