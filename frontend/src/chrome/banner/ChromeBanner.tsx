import { Box, CloseButton, Container, HStack, Link, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { LuInfo } from 'react-icons/lu';
import { LOCAL_KEYS } from '../../storage/keys';
import { isChromeBrowser } from './isChromeBrowser';
import { useBannerDismissal } from './useBannerDismissal';

const CHROME_DOWNLOAD_URL = 'https://www.google.com/chrome/';

const browserNeverChanges = () => () => {};
// Pages prerendered at build time leave the banner out (most visitors use Chrome) and so does
// hydration, so the two match; other browsers add it straight after.
const assumeChromeWhilePrerendering = () => true;

export function ChromeBanner() {
  const isChrome = useSyncExternalStore(browserNeverChanges, isChromeBrowser, assumeChromeWhilePrerendering);
  const [dismissed, dismiss] = useBannerDismissal(LOCAL_KEYS.chromeBannerDismissed);
  if (isChrome || dismissed) return null;

  return (
    <Box as="aside" aria-label="Browser recommendation" bg="yellow.100" color="yellow.900" borderBottomWidth="1px" borderColor="yellow.200">
      <Container maxW="6xl" py="2">
        <HStack gap="3" justify="space-between">
          <HStack gap="2" fontSize="sm">
            <LuInfo aria-hidden="true" />
            <Text>
              For the best experience we recommend{' '}
              <Link href={CHROME_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer" color="yellow.900" fontWeight="semibold" textDecoration="underline">
                Google Chrome
              </Link>
              .
            </Text>
          </HStack>
          <CloseButton size="sm" aria-label="Dismiss browser recommendation" onClick={dismiss} />
        </HStack>
      </Container>
    </Box>
  );
}
