import { HStack, Link, Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { Link as RouterLink } from 'react-router-dom';

/** House-with-flame mark; decorative, the link's name carries the meaning. */
function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M16 6 6 14.5V26h7v-6h6v6h7V14.5Z" fill="#fff" />
      <path d="M16 12.5c-1.6 2-2.6 3.4-2.6 4.8a2.6 2.6 0 0 0 5.2 0c0-1.4-1-2.8-2.6-4.8Z" fill="#f59e0b" />
    </svg>
  );
}

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} rounded="md">
      <RouterLink to="/" aria-label={`${BRAND.productName} home`} onClick={onNavigate}>
        <HStack gap="2">
          <LogoMark />
          <Text as="span" fontSize="xl" fontWeight="bold" color="brand.fg" letterSpacing="tight">
            {BRAND.productName}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
