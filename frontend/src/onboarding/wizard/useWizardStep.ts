import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdoptingPrerenderedHtml } from '../../prerender/useAdoptingPrerenderedHtml';
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

/** The build writes the wizard at its first step: a phone paints the postcode form before any script. */
const PRERENDERED_STEP: StepIndex = 0;

export function useWizardStep(): WizardControls {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const adoptingPrerenderedHtml = useAdoptingPrerenderedHtml();
  const [startingStep] = useState<StepIndex>(() =>
    stepFromQuery(searchParams.get('step'), readSelectedAddress() !== null || readCachedProperty() !== null),
  );
  const [movedTo, setMovedTo] = useState<StepIndex | null>(null);
  const step = movedTo ?? (adoptingPrerenderedHtml ? PRERENDERED_STEP : startingStep);

  const go = (target: number) => {
    setMovedTo(clamp(target));
    // A new step is a new screen: start it at the top, as route changes do.
    window.scrollTo({ top: 0, left: 0 });
  };

  return {
    step,
    next: () => go(step + 1),
    // Leaving the wizard needs nothing after the navigation, so its promise is not awaited.
    back: () => (step === 0 ? void navigate('/') : go(step - 1)),
  };
}
