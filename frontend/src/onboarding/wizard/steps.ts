/** Spec section 2: the wizard's four steps and the progress bar's stops (section 9). */
export const WIZARD_STEPS = ['Address', 'Contact Details', 'Home Profile', 'Action Plan'] as const;
export const PROGRESS_STOPS = [0, 33.3, 66.6, 100] as const;

export type StepIndex = 0 | 1 | 2 | 3;
export const LAST_STEP: StepIndex = 3;

/** ?step=email opens Contact Details and ?step=profile opens Home Profile; anything else starts at Address. */
export function stepFromQuery(step: string | null): StepIndex {
  if (step === 'email') return 1;
  if (step === 'profile') return 2;
  return 0;
}
