/** The wizard's four steps and the progress bar's stops (docs/product.md, "The wizard"). */
export const WIZARD_STEPS = ['Address', 'Contact Details', 'Home Profile', 'Action Plan'] as const;
export const PROGRESS_STOPS = [0, 33.3, 66.6, 100] as const;

export type StepIndex = 0 | 1 | 2 | 3;
export const LAST_STEP: StepIndex = 3;

/**
 * ?step=email opens Contact Details and ?step=profile opens Home Profile; anything else starts at
 * Address. Home Profile verifies one home: with none chosen or saved in this session (a link opened
 * in a fresh browser) there is nothing to verify or save, so the visitor starts at Address instead.
 */
export function stepFromQuery(step: string | null, homeKnown: boolean): StepIndex {
  if (step === 'email') return 1;
  if (step === 'profile') return homeKnown ? 2 : 0;
  return 0;
}
