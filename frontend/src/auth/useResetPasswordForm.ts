import { useMutation } from '@apollo/client/react';
import { AUTH_CODE_LENGTH, AUTH_MESSAGES } from '@warmwise/common';
import { dismissFailures, notify } from '../toast/toaster';
import { resetLinkPasswordSchema, resetPasswordSchema } from './authSchemas';
import { resetPasswordMutation, resetPasswordWithLinkMutation } from './resetPassword.mutation';
import { friendlyMessage } from '../errors/friendlyMessage';
import { useAuthForm } from './useAuthForm';

// The toast for a mismatch ends with a full stop; the inline message does not (docs/product.md, "Accounts").
const toastText = (message: string) => (message === AUTH_MESSAGES.passwordsDontMatch ? AUTH_MESSAGES.passwordsDontMatchToast : message);

/** Sends a reset; a refusal is said in a toast, a success clears the failures' toasts and moves on. */
async function completeReset(request: () => Promise<unknown>, onReset: () => void): Promise<void> {
  try {
    await request();
  } catch (error) {
    notify({ title: 'Error', description: friendlyMessage(error, 'Failed to reset password') });
    return;
  }
  // The success screen shares the form's address: a wrong code's toast would stay over it.
  dismissFailures();
  onReset();
}

/** Password reset, step 2: the mailed code and the new password, twice. Starts empty every time. */
export function useResetPasswordForm(email: string, onReset: () => void) {
  const [resetPassword] = useMutation(resetPasswordMutation);
  const auth = useAuthForm({
    initialValues: { code: '', newPassword: '', confirmPassword: '' },
    schema: resetPasswordSchema,
    toastText,
    onSubmit: ({ code, newPassword }) => completeReset(() => resetPassword({ variables: { input: { email, code: code.trim(), newPassword } } }), onReset),
  });

  // The code box keeps at most 6 characters, whatever is typed or pasted.
  return { ...auth, code: auth.field('code', (typed) => typed.slice(0, AUTH_CODE_LENGTH)) };
}

/** Password reset from a mail's link: the new password, twice; the link's token stands for the code. */
export function useResetLinkForm(token: string, onReset: () => void) {
  const [resetPasswordWithLink] = useMutation(resetPasswordWithLinkMutation);
  return useAuthForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    schema: resetLinkPasswordSchema,
    toastText,
    onSubmit: ({ newPassword }) => completeReset(() => resetPasswordWithLink({ variables: { input: { token, newPassword } } }), onReset),
  });
}
