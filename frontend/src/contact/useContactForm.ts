import { useMutation } from '@apollo/client/react';
import { EMAIL_MESSAGES, isValidEmail } from '@warmwise/common';
import { useFormik } from 'formik';
import { useState, type FormEvent } from 'react';
import { object, string } from 'yup';
import { friendlyMessage } from '../errors/friendlyMessage';
import { notify } from '../toast/toaster';
import { sendContactMessageMutation } from './sendContactMessage.mutation';

// The contact form's messages (docs/product.md, "Contact").
const CONTACT_NOTICES = {
  missingField: 'Please fill in all fields.',
  failureTitle: 'Error',
  failureFallback: 'Failed to send message. Please try again.',
} as const;

export interface ContactMessageValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactMessageValues = { name: '', email: '', subject: '', message: '' };

const required = () => string().trim().required(CONTACT_NOTICES.missingField);

// Every blank field gets the one message; a malformed address uses the rule shared with the server.
const contactMessageSchema = object({
  name: required(),
  email: required().test('email', EMAIL_MESSAGES.invalid, (value) => isValidEmail(value)),
  subject: required(),
  message: required(),
});

const trimmed = (values: ContactMessageValues): ContactMessageValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
});

/**
 * The /contact form: checked on submit (a toast names what is wrong), sent, then cleared with
 * the thank-you dialog open. A failed send keeps what the visitor wrote.
 */
export function useContactForm() {
  const [send] = useMutation(sendContactMessageMutation);
  const [thanksOpen, setThanksOpen] = useState(false);

  const form = useFormik<ContactMessageValues>({
    initialValues: EMPTY,
    validationSchema: contactMessageSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { resetForm }) => {
      try {
        await send({ variables: { input: trimmed(values) } });
        resetForm();
        setThanksOpen(true);
      } catch (error) {
        notify({ title: CONTACT_NOTICES.failureTitle, description: friendlyMessage(error, CONTACT_NOTICES.failureFallback) });
      }
    },
  });

  // Formik skips onSubmit when a field is invalid; the visitor still needs to hear why.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await form.validateForm();
    const problems = Object.values(errors);
    if (problems.length > 0) {
      const missing = problems.includes(CONTACT_NOTICES.missingField);
      notify({ title: missing ? CONTACT_NOTICES.missingField : EMAIL_MESSAGES.invalid });
      return;
    }
    await form.submitForm();
  };

  return { form, submit, thanksOpen, closeThanks: () => setThanksOpen(false) };
}
