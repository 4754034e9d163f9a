import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AuthField } from './AuthField';
import { useResetEmailForm } from './useResetEmailForm';
import { useResetPasswordForm } from './useResetPasswordForm';

type ResetStep = 'email' | 'reset' | 'done';

interface PasswordResetViewProps {
  /** Carried over from the login form, if the visitor typed it there. */
  initialEmail: string;
  /** With the address used here, so the login form can be pre-filled. */
  onBackToLogin: (email: string) => void;
}

function BackButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button type="button" variant="plain" colorPalette="brand" onClick={onClick}>
      <span aria-hidden="true">←</span> {children}
    </Button>
  );
}

function EmailStep({ initialEmail, onSent, onBackToLogin }: { initialEmail: string; onSent: (email: string) => void; onBackToLogin: () => void }) {
  const { submit, field, submitting } = useResetEmailForm(initialEmail, onSent);
  return (
    <form noValidate onSubmit={submit} aria-label="Request a reset code">
      <Stack gap="4">
        <Text color="fg.muted">Enter the email address of your account and we&apos;ll send you a code to reset your password.</Text>
        <AuthField label="Email" type="email" autoComplete="email" {...field('email')} />
        <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Sending...">
          Send Reset Code
        </Button>
        <BackButton onClick={onBackToLogin}>Back to Login</BackButton>
      </Stack>
    </form>
  );
}

function CodeStep({ email, onReset, onBackToEmail }: { email: string; onReset: () => void; onBackToEmail: () => void }) {
  const { submit, field, code, submitting } = useResetPasswordForm(email, onReset);
  return (
    <form noValidate onSubmit={submit} aria-label="Choose a new password">
      <Stack gap="4">
        <Text color="fg.muted">
          Enter the code we sent to <strong>{email}</strong> and choose a new password.
        </Text>
        <AuthField label="Verification Code" autoComplete="one-time-code" letterSpacing="0.3em" {...code} />
        <AuthField label="New Password" type="password" autoComplete="new-password" {...field('newPassword')} />
        <AuthField label="Confirm New Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Resetting...">
          Reset Password
        </Button>
        <BackButton onClick={onBackToEmail}>Back to Email</BackButton>
      </Stack>
    </form>
  );
}

/** Password reset: e-mail, then code and new password, then success. */
export function PasswordResetView({ initialEmail, onBackToLogin }: PasswordResetViewProps) {
  const [step, setStep] = useState<ResetStep>('email');
  const [email, setEmail] = useState(initialEmail);
  const backToLogin = () => onBackToLogin(email);

  if (step === 'done') {
    return (
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          Password Reset Successful
        </Heading>
        <Text color="fg.muted">You can now log in with your new password.</Text>
        <Button colorPalette="brand" size="lg" onClick={backToLogin}>
          Return to Login
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Reset Your Password
      </Heading>
      {step === 'email' ? (
        <EmailStep
          initialEmail={email}
          onBackToLogin={backToLogin}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('reset');
          }}
        />
      ) : (
        // Mounted afresh on every visit, so its fields start empty.
        <CodeStep email={email} onReset={() => setStep('done')} onBackToEmail={() => setStep('email')} />
      )}
    </Stack>
  );
}
