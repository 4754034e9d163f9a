import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { readSelectedAddress } from '../address/selectedAddress';
import { WizardNav } from './WizardNav';

interface HoldingStepProps {
  title: string;
  onBack: () => void;
  onContinue?: () => void;
}

/** Steps 2-4 until their own issue lands: the step's heading, the chosen home and honest words. */
export function HoldingStep({ title, onBack, onContinue }: HoldingStepProps) {
  const chosen = readSelectedAddress();
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {chosen && (
            <Text>
              Your property: <strong>{chosen.address}</strong>
            </Text>
          )}
          <Text color="fg.muted">This step is coming soon.</Text>
        </Stack>
        <WizardNav onBack={onBack} onContinue={onContinue} />
      </Card.Body>
    </Card.Root>
  );
}
