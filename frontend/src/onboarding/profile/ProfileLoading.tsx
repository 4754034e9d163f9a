import { Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { WizardNav } from '../wizard/WizardNav';
import { ProfileHeading } from './HomeProfileStep';

/** Step 3 while the EPC look-up is still running (it gives up after 45 s). */
export function ProfileLoading({ onBack }: { onBack: () => void }) {
  return (
    <Stack gap="6">
      <ProfileHeading />
      <Card.Root>
        <Card.Body>
          <HStack gap="3" role="status">
            <Spinner size="sm" color="brand.solid" />
            <Text>Looking up your home's energy certificate...</Text>
          </HStack>
        </Card.Body>
      </Card.Root>
      <WizardNav onBack={onBack} />
    </Stack>
  );
}
