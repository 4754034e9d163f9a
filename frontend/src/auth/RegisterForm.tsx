import { Button, Checkbox, Field, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AuthField } from './AuthField';
import { useRegisterForm } from './useRegisterForm';

interface RegisterFormProps {
  onCodeSent: (email: string) => void;
  onAccountCreated: (email: string) => void;
}

interface AgreementProps {
  checked: boolean;
  onCheckedChange: (change: { checked: boolean | 'indeterminate' }) => void;
  error?: string;
  children: ReactNode;
}

function Agreement({ checked, onCheckedChange, error, children }: AgreementProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root checked={checked} onCheckedChange={onCheckedChange} colorPalette="brand" alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label>{children}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Opens in a new tab so the half-filled form is still there on return. */
function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
      {children}
    </Link>
  );
}

export function RegisterForm({ onCodeSent, onAccountCreated }: RegisterFormProps) {
  const { submit, field, checkbox, submitting } = useRegisterForm({ onCodeSent, onAccountCreated });
  return (
    <form noValidate onSubmit={submit} aria-label="Register">
      <Stack gap="4">
        <AuthField label="Email" type="email" autoComplete="email" {...field('email')} />
        <AuthField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <AuthField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <Agreement {...checkbox('acceptPrivacy')}>
          I have read and accept the <PolicyLink href="/privacy">Privacy Policy</PolicyLink>
        </Agreement>
        <Agreement {...checkbox('acceptTerms')}>
          I agree to the <PolicyLink href="/terms">Terms and Conditions</PolicyLink>
        </Agreement>
        <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Sending...">
          Send Verification Email
        </Button>
      </Stack>
    </form>
  );
}
