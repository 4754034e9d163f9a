import { checkPostcode } from '@warmwise/common';
import { useFormik } from 'formik';

export interface PostcodeValues {
  postcode: string;
}

/**
 * The postcode form, checked on submit only and with the shared rule, so the browser and the
 * server reject the same input with the same words (docs/product.md, "The wizard").
 */
export function usePostcodeForm(onSearch: (postcode: string) => Promise<void>) {
  return useFormik<PostcodeValues>({
    initialValues: { postcode: '' },
    validateOnChange: false,
    validateOnBlur: false,
    validate: ({ postcode }) => {
      const check = checkPostcode(postcode);
      return check.ok ? {} : { postcode: check.message };
    },
    onSubmit: async ({ postcode }) => {
      const check = checkPostcode(postcode);
      if (check.ok) await onSearch(check.postcode);
    },
  });
}
