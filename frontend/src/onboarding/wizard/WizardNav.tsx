import { Button, HStack } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';

interface WizardNavProps {
  onBack: () => void;
  onContinue?: () => void;
  continueDisabled?: boolean;
  /** While the step's work runs (e.g. saving), Continue shows a spinner and cannot be pressed twice. */
  continueLoading?: boolean;
}

/** Back and Continue, the same on every step. */
export function WizardNav({ onBack, onContinue, continueDisabled = false, continueLoading = false }: WizardNavProps) {
  return (
    <HStack justify="space-between" mt="8" gap="3">
      <Button variant="outline" onClick={onBack}>
        <LuArrowLeft aria-hidden="true" /> Back
      </Button>
      {onContinue && (
        <Button colorPalette="brand" onClick={onContinue} disabled={continueDisabled} loading={continueLoading}>
          Continue <LuArrowRight aria-hidden="true" />
        </Button>
      )}
    </HStack>
  );
}
