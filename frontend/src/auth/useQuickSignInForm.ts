import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDelayedCall } from '../thermy/useDelayedCall';
import { notify } from '../toast/toaster';
import { quickSignInSchema } from './authSchemas';
import { SIGNED_IN_HOME } from './redirectTarget';
import { friendlyMessage } from '../errors/friendlyMessage';
import { useAuthForm } from './useAuthForm';
import { useLogIn } from './useLogIn';

/** The pause that lets the success toast be read before the plan opens. */
const QUICK_SIGN_IN_REDIRECT_MS = 500;

/** /quick-auth: idle, signing in, then the plan half a second after success. */
export function useQuickSignInForm() {
  const navigate = useNavigate();
  const { logIn } = useLogIn();
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  useDelayedCall(signedInAs, QUICK_SIGN_IN_REDIRECT_MS, () => void navigate(SIGNED_IN_HOME));

  const form = useAuthForm({
    initialValues: { email: '', password: '' },
    schema: quickSignInSchema,
    onSubmit: async ({ email, password }) => {
      try {
        const user = await logIn(email, password);
        notify({ title: 'Login Successful', description: 'Redirecting to your energy plan...', tone: 'success' });
        setSignedInAs(user.id);
      } catch (error) {
        notify({ title: 'Login Failed', description: friendlyMessage(error, 'Unable to log in. Please check your credentials.') });
      }
    },
  });
  return { ...form, redirecting: signedInAs !== null };
}
