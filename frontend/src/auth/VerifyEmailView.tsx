import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { AUTH_CODE_LENGTH, AUTH_CODE_RESEND_AFTER_SECONDS, AUTH_CODE_TTL_SECONDS, AUTH_MESSAGES } from '@warmwise/common';
import { AuthField } from './AuthField';
import { formatCountdown, useCountdown } from './useCountdown';
import { useResendCode } from './useResendCode';
import { useVerifyEmailForm } from './useVerifyEmailForm';

interface VerifyEmailViewProps {
  email: string;
  onBack: () => void;
  onVerified: (email: string) => void;
}

/** Resend is offered once 60 s of the code's 600 s have passed. */
const RESEND_FROM_SECONDS_LEFT = AUTH_CODE_TTL_SECONDS - AUTH_CODE_RESEND_AFTER_SECONDS;

export function VerifyEmailView({ email, onBack, onVerified }: VerifyEmailViewProps) {
  const { secondsLeft, restart } = useCountdown(AUTH_CODE_TTL_SECONDS);
  const { submit, field, submitting } = useVerifyEmailForm(email, onVerified);
  const { resend, resending } = useResendCode(email, restart);
  const expired = secondsLeft === 0;

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Verify Your Email
        </Heading>
        <Text color="fg.muted">
          We sent a {AUTH_CODE_LENGTH}-digit code to <strong>{email}</strong>. Enter it below to create your account.
        </Text>
      </Stack>
      <form noValidate onSubmit={submit} aria-label="Verify your email">
        <Stack gap="4">
          <AuthField
            label="Verification Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={AUTH_CODE_LENGTH}
            letterSpacing="0.3em"
            {...field('code')}
          />
          {expired ? (
            <Text role="alert" color="fg.error" fontWeight="semibold">
              {AUTH_MESSAGES.codeExpired}
            </Text>
          ) : (
            <Text color="fg.muted">Code expires in {formatCountdown(secondsLeft)}</Text>
          )}
          <Button type="submit" colorPalette="brand" size="lg" disabled={expired} loading={submitting} loadingText="Verifying...">
            Verify Email
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={secondsLeft > RESEND_FROM_SECONDS_LEFT}
            loading={resending}
            onClick={() => void resend()}
          >
            Resend Code
          </Button>
          <Button type="button" variant="plain" colorPalette="brand" onClick={onBack}>
            ← Back to Registration
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
