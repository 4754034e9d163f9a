import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readSelectedAddress } from '../address/selectedAddress';
import { readCachedProperty } from '../profile/propertyStore';
import { LAST_STEP, stepFromQuery, type StepIndex } from './steps';

export interface WizardControls {
  step: StepIndex;
  next: () => void;
  /** Back from the first step leaves the wizard for the home page. */
  back: () => void;
}

function clamp(step: number): StepIndex {
  return Math.max(0, Math.min(LAST_STEP, step)) as StepIndex;
}

export function useWizardStep(): WizardControls {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<StepIndex>(() =>
    stepFromQuery(searchParams.get('step'), readSelectedAddress() !== null || readCachedProperty() !== null),
  );

  const go = (target: number) => {
    setStep(clamp(target));
    // A new step is a new screen: start it at the top, as route changes do.
    window.scrollTo({ top: 0, left: 0 });
  };

  return {
    step,
    next: () => go(step + 1),
    back: () => (step === 0 ? navigate('/') : go(step - 1)),
  };
}
