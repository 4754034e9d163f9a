import type { InputSchema } from '@warmwise/common';
import { useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { ChangeEvent } from 'react';
import { zodValidate } from '../forms/zodForm';
import { notify } from '../toast/toaster';

interface AuthFormConfig<Values extends FormikValues> {
  initialValues: Values;
  schema: InputSchema<unknown>;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void> | void;
  /** The toast's wording when it differs from the inline message (the reset form's full stop). */
  toastText?: (message: string) => string;
}

function firstError<Values>(order: readonly (keyof Values)[], errors: FormikErrors<Values>): string | null {
  for (const field of order) {
    const message = errors[field];
    if (typeof message === 'string') return message;
  }
  return null;
}

/**
 * Formik set up the way every auth form behaves: checked on submit only; the first problem is
 * shown as a destructive toast and each one beside its field; editing a field
 * clears its message.
 */
export function useAuthForm<Values extends FormikValues>({ schema, toastText = (message) => message, ...config }: AuthFormConfig<Values>) {
  const order = Object.keys(config.initialValues) as (keyof Values & string)[];
  const fieldErrors = zodValidate<Values>(schema);

  const validate = (values: Values): FormikErrors<Values> => {
    const errors = fieldErrors(values);
    const problem = firstError(order, errors);
    if (problem) notify({ title: toastText(problem) });
    return errors;
  };

  const form = useFormik<Values>({ ...config, validate, validateOnChange: false, validateOnBlur: false });

  const clearError = (name: keyof Values & string) => {
    if (form.errors[name]) form.setFieldError(name, undefined);
  };

  /** Value, change handler and message for a text input; `accept` may reshape what is typed. */
  const field = (name: keyof Values & string, accept: (typed: string) => string = (typed) => typed) => ({
    name,
    value: String(form.values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      clearError(name);
      void form.setFieldValue(name, accept(event.target.value));
    },
    error: typeof form.errors[name] === 'string' ? form.errors[name] : undefined,
  });

  /** The same for a checkbox: Chakra reports ticks as a value, not an input event. */
  const checkbox = (name: keyof Values & string) => ({
    checked: form.values[name] === true,
    onCheckedChange: ({ checked }: { checked: boolean | 'indeterminate' }) => {
      clearError(name);
      void form.setFieldValue(name, checked === true);
    },
    error: typeof form.errors[name] === 'string' ? form.errors[name] : undefined,
  });

  return { form, submit: form.handleSubmit, field, checkbox, submitting: form.isSubmitting };
}
