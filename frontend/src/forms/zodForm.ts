import { sharedFields, type InputSchema } from '@warmwise/common';
import type { FormikErrors } from 'formik';

/**
 * Formik's `validate`, from a schema: each field gets the first problem found in it, and a problem
 * several fields share (every blank one, say) is each of theirs. The schemas are the server's own
 * rules from @warmwise/common, or forms' schemas built from them, so a form says what the server would.
 */
export function zodValidate<Values>(schema: InputSchema<unknown>): (values: Values) => FormikErrors<Values> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const fields = sharedFields(issue) ?? [issue.path.filter((key) => typeof key === 'string').join('.')];
      for (const field of fields) if (field !== '') errors[field] ??= issue.message;
    }
    return errors as FormikErrors<Values>;
  };
}
