import { Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { WizardNav } from '../wizard/WizardNav';
import { useWizardState } from '../wizard/WizardState';
import { saveTypedEmail } from './contactEmail';
import { useContactForm } from './useContactForm';

interface ContactStepProps {
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2, 'Your Contact Details': the e-mail the plan and its tips are sent to. */
export function ContactStep({ onBack, onContinue }: ContactStepProps) {
  const form = useContactForm(onContinue);
  const error = form.errors.email;
  const { home } = useWizardState();

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Your Contact Details
        </Heading>
        {home && (
          <Text color="fg.muted">
            Your property: <strong>{home.address}</strong>
          </Text>
        )}
      </Stack>
      <Card.Root>
        <Card.Body>
          <form noValidate onSubmit={form.handleSubmit} aria-label="Contact details">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label fontWeight="semibold">Email Address</Field.Label>
              <Input
                name="email"
                type="email"
                value={form.values.email}
                onChange={(event) => {
                  // Checked only on submit, so the error clears as soon as the visitor edits the address.
                  if (error) form.setFieldError('email', undefined);
                  form.handleChange(event);
                  saveTypedEmail(event.target.value);
                }}
                placeholder="you@example.com"
                autoComplete="email"
                size="lg"
              />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
              <Field.HelperText>We use your email address to generate and send you personalised energy tips.</Field.HelperText>
            </Field.Root>
          </form>
        </Card.Body>
      </Card.Root>
      <WizardNav onBack={onBack} onContinue={() => void form.submitForm()} />
    </Stack>
  );
}
