/** The wizard's four steps and the progress bar's stops (docs/product.md, "The wizard"). */
export const WIZARD_STEPS = ['Address', 'Contact Details', 'Home Profile', 'Action Plan'] as const;
export const PROGRESS_STOPS = [0, 33.3, 66.6, 100] as const;

export type StepIndex = 0 | 1 | 2 | 3;
export const LAST_STEP: StepIndex = 3;

/** The steps the visitor fills in; the last of them makes the plan. */
export type FormStep = Exclude<StepIndex, typeof LAST_STEP>;
export const LAST_FORM_STEP: FormStep = 2;

/**
 * Each step the visitor fills in has an address of its own, so the browser's Back and a reload
 * know it. Action Plan has none: it only waits a second before opening the plan, so Back from the
 * plan returns to the profile just saved rather than to a screen that leaves again at once.
 */
const STEP_QUERIES = ['', '?step=email', '?step=profile'] as const;

export function stepUrl(step: FormStep): string {
  return `/onboarding${STEP_QUERIES[step]}`;
}

/**
 * ?step=email opens Contact Details and ?step=profile opens Home Profile; anything else starts at
 * Address. Both belong to one home: with none chosen or saved in this session (a link opened in a
 * fresh browser) there is nothing to contact the visitor about or verify, so they start at Address.
 */
export function stepFromQuery(step: string | null, homeKnown: boolean): FormStep {
  if (!homeKnown) return 0;
  if (step === 'email') return 1;
  if (step === 'profile') return 2;
  return 0;
}
