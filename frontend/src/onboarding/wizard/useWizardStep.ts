import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAdoptingPrerenderedHtml } from '../../prerender/useAdoptingPrerenderedHtml';
import { LAST_FORM_STEP, LAST_STEP, stepFromQuery, stepUrl, type FormStep, type StepIndex } from './steps';
import { useWizardState } from './WizardState';

export interface WizardControls {
  step: StepIndex;
  next: () => void;
  /** Back from the first step leaves the wizard for the home page. */
  back: () => void;
}

/** A step's history entry made by Continue names the step it continued from. */
interface ContinuedEntry {
  continuedFrom: FormStep;
}

function continuedFrom(state: unknown): FormStep | null {
  return state !== null && typeof state === 'object' && 'continuedFrom' in state ? (state as ContinuedEntry).continuedFrom : null;
}

/** The build writes the wizard at its first step: a phone paints the postcode form before any script. */
const PRERENDERED_STEP: FormStep = 0;

/**
 * The step is the address bar's (docs/product.md, "The wizard"): Continue adds the next step's
 * history entry, so the browser's Back, a phone's Back and a reload all land on a step the visitor
 * has seen. Action Plan is the exception, shown in place of the profile it was made from.
 */
export function useWizardStep(): WizardControls {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const adoptingPrerenderedHtml = useAdoptingPrerenderedHtml();
  const [finishedIn, setFinishedIn] = useState<string | null>(null);
  const { home, savedProfile } = useWizardState();
  const homeKnown = home !== null || savedProfile !== null;
  const asked = searchParams.get('step');
  const reached = stepFromQuery(asked, homeKnown);

  let step: StepIndex = reached;
  if (adoptingPrerenderedHtml) step = PRERENDERED_STEP;
  // Moving through history leaves Action Plan: only the entry it was made in shows it.
  else if (finishedIn === location.key) step = LAST_STEP;

  // A step asked for but not reachable yet (?step=email in a fresh session) gets the Address step's
  // own address, so Continue from there adds the next step's entry rather than repeating this one.
  const turnedBack = reached !== stepFromQuery(asked, true);
  useEffect(() => {
    if (!adoptingPrerenderedHtml && turnedBack) void navigate(stepUrl(reached), { replace: true });
  }, [adoptingPrerenderedHtml, turnedBack, reached, navigate]);

  const next = () => {
    if (step === LAST_FORM_STEP) {
      // Action Plan scrolls itself into view: this entry keeps its address, so the router does not.
      setFinishedIn(location.key);
      return;
    }
    const entry: ContinuedEntry = { continuedFrom: step as FormStep };
    void navigate(stepUrl((step + 1) as FormStep), { state: entry });
  };

  const back = () => {
    // Leaving the wizard needs nothing after the navigation, so its promise is not awaited.
    if (step === 0) return void navigate('/');
    const previous = (step - 1) as FormStep;
    // The button and the browser's Back agree: an entry made by Continue returns to the one before.
    // A step opened by a link (Edit Profile & Preferences) has none, so the previous step replaces
    // it, and history never holds a later step behind an earlier one.
    if (continuedFrom(location.state) === previous) void navigate(-1);
    else void navigate(stepUrl(previous), { replace: true });
  };

  return { step, next, back };
}
