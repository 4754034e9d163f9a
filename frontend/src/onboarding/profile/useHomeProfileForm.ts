import { checkPropertyInput, PROPERTY_TYPES, YEAR_BUILT_BANDS, type PropertyInputCheck } from '@warmwise/common';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import * as z from 'zod/mini';
import { zodValidate } from '../../forms/zodForm';
import type { HomeDetailsFragment, PropertyInput, SavedPropertyFragment } from '../../gql/graphql';
import { isLoftDepth, LOFT_DEPTH_MESSAGE } from './homeFacts';
import { initialProfileValues, toPropertyInput, type HomeProfileValues } from './homeProfileValues';
import { readProfileDraft, useKeepProfileDraft } from './profileDraft';

// The two options the energy model cannot do without (the server requires them too), and the loft
// depth as typed, which the shared rules cannot check here (see LOFT_DEPTH_MESSAGE).
const formRules = zodValidate<HomeProfileValues>(
  z.object({
    propertyType: z.enum(PROPERTY_TYPES, { error: 'Please choose a property type' }),
    yearBuilt: z.enum(YEAR_BUILT_BANDS, { error: 'Please choose when your home was built' }),
    loftInsulationMm: z.string().check(z.refine(isLoftDepth, { error: LOFT_DEPTH_MESSAGE })),
  }),
);

const FORM_FIELDS = new Set<string>([
  'floorArea',
  'numBedrooms',
  'heatingSystem',
  'heatingFuel',
  'epcRating',
  'epcValidUntil',
  'tenure',
  'annualGasKwh',
  'annualElectricityKwh',
  'annualFuelUse',
  'annualFuelUnit',
  'wallInsulation',
  'loftInsulationMm',
  'glazing',
  'boilerType',
  'heatingControls',
  'flatPosition',
]);

/**
 * Everything else is checked by the rules the server applies (checkPropertyInput), reported on the
 * field they name. Problems with the address or e-mail are not the visitor's to fix here; the
 * save reports them.
 */
function sharedRuleErrors(check: PropertyInputCheck): FormikErrors<HomeProfileValues> {
  if (check.ok || !check.field || !FORM_FIELDS.has(check.field)) return {};
  return { [check.field]: check.message };
}

interface HomeProfileFormOptions {
  details: HomeDetailsFragment;
  saved: SavedPropertyFragment | null;
  email: string;
  /** The answers as the save sends them, and the shared rules' verdict, which the save reports if it is not one of the form's fields. */
  onSubmit: (input: PropertyInput, check: PropertyInputCheck) => Promise<void>;
}

/**
 * The form starts from the answers given before a reload, if any, over the EPC's or the saved ones.
 * `submit` checks the answers and hands them on in the press's own task: Formik's own submit
 * re-renders the whole form twice (submitting, then validated) before the save could start, which
 * on a phone delayed the plan by a fifth of a second (docs/benchmarks.md, time to plan).
 */
export function useHomeProfileForm({ details, saved, email, onSubmit }: HomeProfileFormOptions) {
  // Formik reads its initial values once: reading the stored draft on every keystroke would be waste.
  const [initialValues] = useState(() => ({ ...initialProfileValues(details, saved), ...readProfileDraft(details) }));
  // Formik keeps the values; `submit` below replaces its submit, so its own handler is never called.
  const form = useFormik<HomeProfileValues>({ initialValues, onSubmit: () => undefined });

  const submit = () => {
    const input = toPropertyInput(form.values, details, email);
    const check = checkPropertyInput(input);
    // A field both sets of rules refuse shows the shared rule's message.
    const errors = { ...formRules(form.values), ...sharedRuleErrors(check) };
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) void onSubmit(input, check);
  };

  useKeepProfileDraft(details, form.values);
  return { form, submit };
}
