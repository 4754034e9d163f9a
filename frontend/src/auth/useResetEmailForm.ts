import { useMutation } from '@apollo/client/react';
import { notify } from '../toast/toaster';
import { resetEmailSchema } from './authSchemas';
import { sendPasswordResetMutation } from './sendPasswordReset.mutation';
import { friendlyMessage } from '../errors/friendlyMessage';
import { useAuthForm } from './useAuthForm';

/** Password reset, step 1: the address to send a reset code to. */
export function useResetEmailForm(initialEmail: string, onSent: (email: string) => void) {
  const [sendPasswordReset] = useMutation(sendPasswordResetMutation);
  return useAuthForm({
    initialValues: { email: initialEmail },
    schema: resetEmailSchema,
    onSubmit: async ({ email }) => {
      const address = email.trim();
      try {
        await sendPasswordReset({ variables: { email: address } });
      } catch (error) {
        notify({ title: 'Error', description: friendlyMessage(error, 'Failed to send reset email') });
        return;
      }
      notify({ title: 'Reset Email Sent', description: 'Check your email for the password reset code.', tone: 'success' });
      onSent(address);
    },
  });
}
