import { Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';

/** The one postal address, a line each, as the footer and /contact show it. */
export function OfficeAddress({ color }: { color: string }) {
  return (
    <Text as="address" fontStyle="normal" color={color} lineHeight="tall">
      {BRAND.officeAddress.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </Text>
  );
}
