import { Box } from '@chakra-ui/react';

/**
 * Holds the page's place while its code downloads: empty, so nothing flashes, and a screen tall,
 * so the footer starts below the fold and the page arriving does not push it out of view (on a
 * phone that push measured as a layout shift of 0.15).
 */
export function RouteFallback() {
  return <Box minH="100dvh" aria-busy="true" />;
}
