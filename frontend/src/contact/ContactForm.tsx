import { Button, Card, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import type { ContactMessageValues, useContactForm } from './useContactForm';

type ContactFormControls = ReturnType<typeof useContactForm>;

interface FieldSpec {
  name: keyof ContactMessageValues;
  label: string;
  type?: 'email';
  autoComplete?: string;
}

const LINE_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
];

/** The message form; every field is required. */
export function ContactForm({ form, submit }: Pick<ContactFormControls, 'form' | 'submit'>) {
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // A field marked wrong at the last attempt stops being marked as soon as the visitor edits it.
    const name = event.target.name as keyof ContactMessageValues;
    if (form.errors[name]) form.setFieldError(name, undefined);
    form.handleChange(event);
  };

  return (
    <Card.Root>
      <Card.Body>
        <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="contact-form-heading">
          <Stack gap="4">
            <Heading as="h2" id="contact-form-heading" size="lg">
              Send us a message
            </Heading>
            {LINE_FIELDS.map((field) => (
              <Field.Root key={field.name} required invalid={Boolean(form.errors[field.name])}>
                <Field.Label>{field.label}</Field.Label>
                <Input
                  name={field.name}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  value={form.values[field.name]}
                  onChange={onChange}
                />
              </Field.Root>
            ))}
            <Field.Root required invalid={Boolean(form.errors.message)}>
              <Field.Label>Message</Field.Label>
              <Textarea name="message" rows={6} value={form.values.message} onChange={onChange} />
            </Field.Root>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={form.isSubmitting} loadingText="Sending...">
              Send Message
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
