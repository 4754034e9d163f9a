import { Center, Container, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../pages/usePageTitle';
import { ThermyChat } from './ThermyChat';
import { ThermyFrame } from './ThermyFrame';
import { FRAME_TIPS, ThermyTips } from './ThermyTips';
import { useThermyMode } from './useThermyMode';

/** /ask-thermy: a conversation with Thermy (ours, or the external assistant the server names), with tips for better questions beside it. */
export function AskThermyPage() {
  usePageTitle('Ask Thermy: Your Home Energy Expert');
  const mode = useThermyMode();

  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Stack gap="8">
        <Stack gap="3" maxW="2xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Ask Thermy
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Thermy is our free home energy assistant, available 24/7.
            {mode?.mode !== 'frame' && ' Its answers come from your plan, our guides and the sources it links to.'}
          </Text>
        </Stack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          {!mode && (
            <Center py="12">
              <Spinner aria-label="Loading Thermy" />
            </Center>
          )}
          {mode?.mode === 'frame' && <ThermyFrame url={mode.frameUrl} />}
          {mode && mode.mode !== 'frame' && <ThermyChat />}
          <ThermyTips tips={mode?.mode === 'frame' ? FRAME_TIPS : undefined} />
        </Grid>
      </Stack>
    </Container>
  );
}
