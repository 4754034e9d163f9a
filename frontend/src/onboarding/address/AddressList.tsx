import { Box, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { AddressItem_AddressFragment } from '../../gql/graphql';
import { AddressItem } from './AddressItem';

interface AddressListProps {
  addresses: AddressItem_AddressFragment[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function AddressList({ addresses, selectedId, onSelect }: AddressListProps) {
  const groupName = useId();
  return (
    <Box as="fieldset" border="0" m="0" p="0" minW="0">
      <VisuallyHidden as="legend">Choose your address</VisuallyHidden>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="1" maxH="24rem" overflowY="auto">
        {addresses.map((address) => (
          <AddressItem
            key={address.id}
            address={address}
            groupName={groupName}
            checked={address.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </Stack>
    </Box>
  );
}
