import { Button, HStack } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';

interface WizardNavProps {
  onBack: () => void;
  onContinue?: () => void;
  continueDisabled?: boolean;
}

/** Back and Continue, the same on every step. */
export function WizardNav({ onBack, onContinue, continueDisabled = false }: WizardNavProps) {
  return (
    <HStack justify="space-between" mt="8" gap="3">
      <Button variant="outline" onClick={onBack}>
        <LuArrowLeft aria-hidden="true" /> Back
      </Button>
      {onContinue && (
        <Button colorPalette="brand" onClick={onContinue} disabled={continueDisabled}>
          Continue <LuArrowRight aria-hidden="true" />
        </Button>
      )}
    </HStack>
  );
}
