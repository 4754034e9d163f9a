import { Box } from '@chakra-ui/react';

/**
 * Holds the page's place while its code downloads (usually a blink): empty, so nothing flashes,
 * and tall enough that the footer does not jump up and back.
 */
export function RouteFallback() {
  return <Box minH="60vh" aria-busy="true" />;
}
