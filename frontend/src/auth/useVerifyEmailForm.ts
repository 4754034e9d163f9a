import { useMutation } from '@apollo/client/react';
import { BRAND } from '@warmwise/common';
import { notify, toaster } from '../toast/toaster';
import { verifyCodeSchema } from './authSchemas';
import { friendlyMessage } from '../errors/friendlyMessage';
import { useAuthForm } from './useAuthForm';
import { verifyEmailMutation } from './verifyEmail.mutation';

/** The welcome follows the confirmation instead of replacing it: only one toast shows at a time. */
function queueWelcome(): void {
  toaster.create({
    title: `Welcome to ${BRAND.productName}!`,
    description: 'Your account has been created successfully.',
    type: 'success',
    closable: true,
  });
}

/** Verify Your Email: the code from the mail creates the account, then the visitor logs in. */
export function useVerifyEmailForm(email: string, onVerified: (email: string) => void) {
  const [verifyEmail] = useMutation(verifyEmailMutation);
  return useAuthForm({
    initialValues: { code: '' },
    schema: verifyCodeSchema,
    onSubmit: async ({ code }) => {
      try {
        await verifyEmail({ variables: { input: { email, code: code.trim() } } });
      } catch (error) {
        notify({ title: 'Verification failed', description: friendlyMessage(error) });
        return;
      }
      notify({ title: 'Email verified successfully!', tone: 'success' });
      queueWelcome();
      onVerified(email);
    },
  });
}
