import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AuthField } from './AuthField';
import { useLoginForm } from './useLoginForm';

interface LoginFormProps {
  /** Pre-filled after registration, so the new user only types the password. */
  initialEmail: string;
  /** Given the e-mail typed so far, so the reset form need not ask for it again. */
  onForgotPassword: (typedEmail: string) => void;
  onRegister: () => void;
}

export function LoginForm({ initialEmail, onForgotPassword, onRegister }: LoginFormProps) {
  const { form, submit, field, submitting } = useLoginForm(initialEmail);
  return (
    <form noValidate onSubmit={submit} aria-label="Login">
      <Stack gap="4">
        <AuthField label="Email" type="email" autoComplete="email" {...field('email')} />
        <AuthField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <Button type="button" variant="plain" colorPalette="brand" alignSelf="flex-end" px="0" onClick={() => onForgotPassword(form.values.email.trim())}>
          Forgot your password?
        </Button>
        <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Logging in...">
          Login
        </Button>
        <HStack justify="center" gap="1" flexWrap="wrap">
          <Text color="fg.muted">Don&apos;t have an account?</Text>
          <Button type="button" variant="plain" colorPalette="brand" px="0" onClick={onRegister}>
            Register
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
