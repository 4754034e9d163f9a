import { Button, Card, Center, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { RESUME_LINK_DAYS } from '@warmwise/common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePageTitle } from '../pages/usePageTitle';
import { useNoIndex } from '../share/useNoIndex';
import { useResumeLink, type ResumeState } from './useResumeLink';

const CARDS: Record<Exclude<ResumeState['kind'], 'opening'>, { heading: string; text: string }> = {
  gone: {
    heading: 'This link has expired or been turned off',
    text: `Links back to a plan work for ${RESUME_LINK_DAYS} days, until their owner turns them off, or until the plan is saved to an account. Start a new plan, or sign in if you saved yours.`,
  },
  'no-plan': {
    heading: 'No plan finished yet',
    text: 'This link is yours, but no plan was finished with it. Start your plan now: it only takes a few minutes.',
  },
  failed: { heading: 'Your plan could not be opened', text: '' },
};

/** /resume/{token}: a private link back to a plan, from the welcome mail or "E-mail me a link". */
export function ResumePage() {
  usePageTitle('Your Energy Plan');
  useNoIndex();
  const { token = '' } = useParams();
  const state = useResumeLink(token);
  if (state.kind === 'opening') {
    return (
      <Center py="20" gap="3">
        <Spinner /> <Text>Opening your plan...</Text>
      </Center>
    );
  }
  const card = CARDS[state.kind];
  return (
    <Center py={{ base: '12', md: '20' }} px="4">
      <Card.Root maxW="md" w="full" textAlign="center">
        <Card.Body gap="4" alignItems="center">
          <Heading as="h1" size="2xl">
            {card.heading}
          </Heading>
          <Text color="fg.muted">{state.kind === 'failed' ? state.message : card.text}</Text>
          <HStack gap="2" wrap="wrap" justify="center">
            <Button asChild colorPalette="brand">
              <RouterLink to="/onboarding">Start a new plan</RouterLink>
            </Button>
            {state.kind === 'gone' ? (
              <Button asChild variant="outline">
                <RouterLink to="/auth">Sign in</RouterLink>
              </Button>
            ) : null}
          </HStack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
