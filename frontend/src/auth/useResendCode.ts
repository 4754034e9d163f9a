import { useMutation } from '@apollo/client/react';
import { notify } from '../toast/toaster';
import { resendVerificationMutation } from './resendVerification.mutation';
import { friendlyMessage } from '../errors/friendlyMessage';

/** 'Resend Code': a fresh code by mail, and the caller restarts its countdown. */
export function useResendCode(email: string, onSent: () => void) {
  const [resendVerification, { loading }] = useMutation(resendVerificationMutation);

  const resend = async () => {
    try {
      await resendVerification({ variables: { email } });
    } catch (error) {
      notify({ title: 'Failed to resend code', description: friendlyMessage(error) });
      return;
    }
    notify({ title: 'Verification code sent', tone: 'success' });
    onSent();
  };

  return { resend, resending: loading };
}
