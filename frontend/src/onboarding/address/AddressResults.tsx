import { Badge, Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencilLine, LuRotateCcw } from 'react-icons/lu';
import { AddressList } from './AddressList';
import { countLabel, viewAddresses, type AddressListView } from './filterAddresses';
import type { AddressResults as Results } from './useAddressSearch';

interface AddressResultsProps {
  results: Results;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onSearchAgain: () => void;
  /** Opens the form to type the address in. */
  onNotListed: () => void;
}

const EMPTY_STATE = {
  noMatch: 'No addresses match your filter',
  startTyping: 'Start typing to filter addresses',
} as const;

function shownCount(view: AddressListView): number | undefined {
  if (view.kind === 'list') return view.addresses.length;
  return view.kind === 'noMatch' ? 0 : undefined;
}

/** The homes found at a postcode, filterable by house name or number. */
export function AddressResults({ results, selectedId, onSelect, onSearchAgain, onNotListed }: AddressResultsProps) {
  const [filter, setFilter] = useState('');
  const view = viewAddresses(results.addresses, filter);
  const total = results.addresses.length;

  return (
    <Card.Root>
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text data-focus-target="results" outline="none">
            Showing addresses for <strong>{results.postcode}</strong>
          </Text>
          <Badge colorPalette="brand" size="lg" aria-live="polite">
            {countLabel(total, shownCount(view))}
          </Badge>
        </HStack>
        <Field.Root>
          <Field.Label fontWeight="semibold">House Name or Number</Field.Label>
          <Input
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Start typing a name or number"
            autoComplete="off"
          />
        </Field.Root>
        {view.kind === 'list' ? (
          <AddressList addresses={view.addresses} selectedId={selectedId} onSelect={onSelect} />
        ) : (
          <Stack role="status" align="center" py="8" px="4" rounded="lg" bg="bg.muted" textAlign="center">
            <Text color="fg.muted">{EMPTY_STATE[view.kind]}</Text>
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" colorPalette="brand" onClick={onNotListed}>
            <LuPencilLine aria-hidden="true" /> My address isn't listed
          </Button>
          <Button variant="ghost" colorPalette="brand" onClick={onSearchAgain}>
            <LuRotateCcw aria-hidden="true" /> Search Different Postcode
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
