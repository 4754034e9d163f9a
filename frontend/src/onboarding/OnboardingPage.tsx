import { Box, Container } from '@chakra-ui/react';
import { useRef } from 'react';
import type { AddressItem_AddressFragment } from '../gql/graphql';
import { usePageTitle } from '../pages/usePageTitle';
import { AddressStep } from './address/AddressStep';
import { useAddressChoice } from './address/useAddressChoice';
import { ContactStep } from './contact/ContactStep';
import { useEpcDetailsLookup, type EpcLookup } from './epc/useEpcDetailsLookup';
import { FinalStep } from './final/FinalStep';
import { HomeProfileStep } from './profile/HomeProfileStep';
import { ProfileLoading } from './profile/ProfileLoading';
import { useProfileSeed } from './profile/useProfileSeed';
import { StepProgress } from './wizard/StepProgress';
import { useStepHeadingFocus } from './wizard/useStepHeadingFocus';
import { useWizardStep } from './wizard/useWizardStep';
import { useWizardState, WizardStateProvider } from './wizard/WizardState';

interface ProfileStageProps {
  lookup: EpcLookup;
  startLookup: ReturnType<typeof useEpcDetailsLookup>['start'];
  onBack: () => void;
  onSaved: () => void;
}

function ProfileStage({ lookup, startLookup, onBack, onSaved }: ProfileStageProps) {
  const seed = useProfileSeed(lookup, startLookup);
  if (!seed) return <ProfileLoading onBack={onBack} />;
  return <HomeProfileStep details={seed.details} saved={seed.saved} onBack={onBack} onSaved={onSaved} />;
}

function Wizard() {
  const { step, next, back } = useWizardStep();
  const { lookup, start } = useEpcDetailsLookup();
  const addressChoice = useAddressChoice();
  const { chooseHome } = useWizardState();
  const stepArea = useRef<HTMLDivElement>(null);
  useStepHeadingFocus(step, stepArea);

  // The EPC details look-up starts once an address is chosen, so it runs while the visitor enters
  // their e-mail; the Home profile step waits for it if it is still going
  // (docs/product.md, "The EPC look-up").
  const addressChosen = (home: AddressItem_AddressFragment) => {
    chooseHome(home);
    void start(home);
    next();
  };

  return (
    <Box ref={stepArea}>
      <StepProgress step={step} />
      {step === 0 && <AddressStep choice={addressChoice} onBack={back} onContinue={addressChosen} />}
      {step === 1 && <ContactStep onBack={back} onContinue={next} />}
      {step === 2 && <ProfileStage lookup={lookup} startLookup={start} onBack={back} onSaved={next} />}
      {step === 3 && <FinalStep />}
    </Box>
  );
}

/** /onboarding: the Create Your Plan wizard. */
export function OnboardingPage() {
  usePageTitle('Create Your Plan');
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <WizardStateProvider>
        <Wizard />
      </WizardStateProvider>
    </Container>
  );
}
