import { Container } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../pages/usePageTitle';
import { AddressStep } from './address/AddressStep';
import { HoldingStep } from './wizard/HoldingStep';
import { StepProgress } from './wizard/StepProgress';
import { useWizardStep } from './wizard/useWizardStep';

function Wizard() {
  const { step, next, back } = useWizardStep();
  return (
    <>
      <StepProgress step={step} />
      {step === 0 && <AddressStep onBack={back} onContinue={next} />}
      {step === 1 && <HoldingStep title="Your Contact Details" onBack={back} onContinue={next} />}
      {step === 2 && <HoldingStep title="Verify your home details" onBack={back} onContinue={next} />}
      {step === 3 && <HoldingStep title="Creating Your Energy Plan" onBack={back} />}
    </>
  );
}

/** /onboarding: the Create Your Plan wizard. */
export function OnboardingPage() {
  usePageTitle('Create Your Plan');
  // A new ?step= while already here (e.g. "Edit Profile" from the plan) restarts the wizard there.
  const { search } = useLocation();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Wizard key={search} />
    </Container>
  );
}
