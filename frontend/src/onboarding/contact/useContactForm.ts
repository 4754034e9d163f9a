import { EMAIL_MESSAGES, isValidEmail } from '@warmwise/common';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { readTypedEmail, saveContactEmail } from './contactEmail';
import { useWelcomeEmail } from './useWelcomeEmail';

export interface ContactValues {
  email: string;
}

// The rule and words are shared with the server and the auth forms (docs/product.md, "The wizard").
const contactSchema = object({
  email: string().trim().required(EMAIL_MESSAGES.required).test('email', EMAIL_MESSAGES.invalid, (value) => isValidEmail(value)),
});

/** The Contact step's form: validated on submit, remembered for the session, welcomed, then onDone. */
export function useContactForm(onDone: () => void) {
  const sendWelcome = useWelcomeEmail();
  return useFormik<ContactValues>({
    initialValues: { email: readTypedEmail() },
    validationSchema: contactSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: ({ email }) => {
      const address = email.trim();
      saveContactEmail(address);
      sendWelcome(address);
      onDone();
    },
  });
}
