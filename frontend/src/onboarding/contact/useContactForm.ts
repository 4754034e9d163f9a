import { emailAddress, EMAIL_MESSAGES } from '@warmwise/common';
import { useFormik } from 'formik';
import * as z from 'zod/mini';
import { zodValidate } from '../../forms/zodForm';
import { useWizardState } from '../wizard/WizardState';
import { readTypedEmail } from './contactEmail';
import { useWelcomeEmail } from './useWelcomeEmail';

export interface ContactValues {
  email: string;
}

// The address must be given here; its rule and words are the welcome e-mail's, shared with the server (docs/product.md, "The wizard").
const contactSchema = z.object({ email: emailAddress(EMAIL_MESSAGES.invalid, EMAIL_MESSAGES.required) });

/** The Contact step's form: validated on submit, remembered for the session, welcomed, then onDone. */
export function useContactForm(onDone: () => void) {
  const sendWelcome = useWelcomeEmail();
  const { email: given, confirmEmail } = useWizardState();
  return useFormik<ContactValues>({
    // Until the visitor types, the e-mail given earlier.
    initialValues: { email: readTypedEmail() ?? given },
    validate: zodValidate<ContactValues>(contactSchema),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: ({ email }) => {
      const address = email.trim();
      confirmEmail(address);
      sendWelcome(address);
      onDone();
    },
  });
}
