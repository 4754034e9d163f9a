import { Box, chakra } from '@chakra-ui/react';

/** What the external assistant may use: speech in, a camera for photos of the home, copying an answer. */
const THERMY_FRAME_ALLOW = 'microphone; camera; clipboard-write';

/**
 * The external assistant configured by THERMY_FRAME_URL, in a frame. The server's policy lets in
 * frames from that origin alone (docs/thermy.md).
 */
export function ThermyFrame({ url }: { url: string }) {
  return (
    <Box borderWidth="1px" borderRadius="l3" overflow="hidden" bg="bg.panel">
      <chakra.iframe src={url} title="Thermy, your home energy assistant" allow={THERMY_FRAME_ALLOW} display="block" w="full" h={{ base: '70vh', md: '640px' }} border="0" />
    </Box>
  );
}
