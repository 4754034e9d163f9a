import { Box, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { AddressItem_AddressFragment } from '../../gql/graphql';

/**
 * Everything later steps may pre-fill from the chosen home, so it is kept in one fragment.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const addressItemFragment = graphql(`
  fragment AddressItem_address on AddressOption {
    id
    address
    postcode
    epcRating
    propertyType
    yearBuilt
    floorArea
    numBedrooms
    heatingSystem
  }
`);

interface AddressItemProps {
  address: AddressItem_AddressFragment;
  /** Shared by the list's radios, so arrow keys move between them as in any radio group. */
  groupName: string;
  checked: boolean;
  onSelect: (id: string) => void;
}

/** One selectable home: a real radio inside a label, so keyboard and screen readers need nothing extra. */
export function AddressItem({ address, groupName, checked, onSelect }: AddressItemProps) {
  return (
    <li>
      <Box
        as="label"
        display="flex"
        alignItems="center"
        gap="3"
        px="4"
        py="3"
        borderWidth="1px"
        rounded="lg"
        cursor="pointer"
        transition="background 0.15s, border-color 0.15s"
        borderColor={checked ? 'brand.solid' : 'border'}
        bg={checked ? 'brand.subtle' : 'bg'}
        _hover={{ borderColor: 'brand.emphasized', bg: checked ? 'brand.subtle' : 'bg.subtle' }}
        // Keyboard focus only: a ring after every mouse click reads as an error state.
        css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
      >
        <input
          type="radio"
          name={groupName}
          value={address.id}
          checked={checked}
          onChange={() => onSelect(address.id)}
          style={{ width: '1.1rem', height: '1.1rem', accentColor: '#0f766e', flexShrink: 0 }}
        />
        <Text as="span" fontWeight={checked ? 'semibold' : 'normal'}>
          {address.address}
        </Text>
      </Box>
    </li>
  );
}
