import { Button, CloseButton, Dialog, Link, Portal, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { trackLearnMoreClick } from '../../tracking/track';
import { learnMoreQuery } from './learnMore.query';

const LEARN_MORE_UNAVAILABLE = 'Detailed information for this recommendation is not available.';

interface LearnMoreProps {
  title: string;
  /** The owner's plan, for its own figures; absent on a shared plan. */
  energyPlanId?: string;
}

interface LearnMoreDialogProps extends LearnMoreProps {
  recommendationId: string;
}

// Mounted only while the dialog is open, so the details are fetched on opening and not before.
function LearnMoreBody({ title, energyPlanId }: LearnMoreProps) {
  const { data, loading } = useQuery(learnMoreQuery, { variables: { title, energyPlanId } });
  if (loading) return <Spinner size="sm" aria-label="Loading details" />;
  const text = data?.recommendationDetails.learnMore.trim();
  return <Text whiteSpace="pre-line">{text || LEARN_MORE_UNAVAILABLE}</Text>;
}

/** A Learn More dialog per recommendation, with a way to ask us directly (docs/product.md, "The plan and its cards"). */
export function LearnMoreDialog({ title, energyPlanId, recommendationId }: LearnMoreDialogProps) {
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      onOpenChange={(details) => details.open && void trackLearnMoreClick({ id: recommendationId, title })}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Learn More
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LearnMoreBody title={title} energyPlanId={energyPlanId} />
              <Text mt="4" fontSize="sm" color="fg.muted">
                Questions about this measure?{' '}
                <Link asChild colorPalette="brand" variant="underline">
                  <RouterLink to="/contact">Contact our team</RouterLink>
                </Link>
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
