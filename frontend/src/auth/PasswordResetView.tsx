import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type ComponentProps, type FormEventHandler, type ReactNode, useState } from 'react';
import { AuthField } from './AuthField';
import { useResetEmailForm } from './useResetEmailForm';
import { takeResetLinkToken } from './resetLinkToken';
import { useResetLinkForm, useResetPasswordForm } from './useResetPasswordForm';

type ResetStep = 'email' | 'reset' | 'link' | 'done';

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

type FieldProps = Omit<ComponentProps<typeof AuthField>, 'label'>;

interface NewPasswordFormProps {
  intro: ReactNode;
  /** What stands before the passwords: the code box, or nothing when the mail's link stands for it. */
  proof?: ReactNode;
  fields: { newPassword: FieldProps; confirmPassword: FieldProps };
  submit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  onBackToEmail: () => void;
}

/** The reset's second step: what proves the mailbox, the new password twice, Reset Password. */
function NewPasswordForm({ intro, proof, fields, submit, submitting, onBackToEmail }: NewPasswordFormProps) {
  return (
    <form noValidate onSubmit={submit} aria-label="Choose a new password">
      <Stack gap="4">
        <Text color="fg.muted">{intro}</Text>
        {proof}
        <AuthField label="New Password" type="password" autoComplete="new-password" {...fields.newPassword} />
        <AuthField label="Confirm New Password" type="password" autoComplete="new-password" {...fields.confirmPassword} />
        <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Resetting...">
          Reset Password
        </Button>
        <BackButton onClick={onBackToEmail}>Back to Email</BackButton>
      </Stack>
    </form>
  );
}

function CodeStep({ email, onReset, onBackToEmail }: { email: string; onReset: () => void; onBackToEmail: () => void }) {
  const { submit, field, code, submitting } = useResetPasswordForm(email, onReset);
  return (
    <NewPasswordForm
      intro={
        <>
          Enter the code we sent to <strong>{email}</strong> and choose a new password.
        </>
      }
      proof={<AuthField label="Verification Code" autoComplete="one-time-code" letterSpacing="0.3em" {...code} />}
      fields={{ newPassword: field('newPassword'), confirmPassword: field('confirmPassword') }}
      submit={submit}
      submitting={submitting}
      onBackToEmail={onBackToEmail}
    />
  );
}

/** Opened from a reset mail's link: the link stands for the code, which a guesser may have used up. */
function LinkStep({ token, onReset, onBackToEmail }: { token: string; onReset: () => void; onBackToEmail: () => void }) {
  const { submit, field, submitting } = useResetLinkForm(token, onReset);
  return (
    <NewPasswordForm
      intro="You opened the link in your reset e-mail: choose a new password for your account."
      fields={{ newPassword: field('newPassword'), confirmPassword: field('confirmPassword') }}
      submit={submit}
      submitting={submitting}
      onBackToEmail={onBackToEmail}
    />
  );
}

/** Password reset: e-mail, then code (or the mail's link) and new password, then success. */
export function PasswordResetView({ initialEmail, onBackToLogin }: PasswordResetViewProps) {
  const [linkToken] = useState(takeResetLinkToken);
  const [step, setStep] = useState<ResetStep>(linkToken ? 'link' : 'email');
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
      ) : step === 'link' && linkToken ? (
        <LinkStep token={linkToken} onReset={() => setStep('done')} onBackToEmail={() => setStep('email')} />
      ) : (
        // Mounted afresh on every visit, so its fields start empty.
        <CodeStep email={email} onReset={() => setStep('done')} onBackToEmail={() => setStep('email')} />
      )}
    </Stack>
  );
}
