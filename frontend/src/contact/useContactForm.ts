import { useMutation } from '@apollo/client/react';
import { contactMessageSchema } from '@warmwise/common';
import { useFormik } from 'formik';
import { useState, type FormEvent } from 'react';
import { friendlyMessage } from '../errors/friendlyMessage';
import { zodValidate } from '../forms/zodForm';
import { notify } from '../toast/toaster';
import { sendContactMessageMutation } from './sendContactMessage.mutation';

// The contact form's notices when sending fails (docs/product.md, "Contact"); its rules and their words are the server's.
const CONTACT_NOTICES = {
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

const FIELD_ORDER: readonly (keyof ContactMessageValues)[] = ['name', 'email', 'subject', 'message'];

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
    validate: zodValidate<ContactMessageValues>(contactMessageSchema),
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
    const problem = FIELD_ORDER.map((field) => errors[field]).find((message) => message !== undefined);
    if (problem) {
      notify({ title: problem });
      return;
    }
    await form.submitForm();
  };

  return { form, submit, thanksOpen, closeThanks: () => setThanksOpen(false) };
}
