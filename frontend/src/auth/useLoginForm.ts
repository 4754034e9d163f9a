import { useNavigate } from 'react-router-dom';
import { notify } from '../toast/toaster';
import { loginSchema } from './authSchemas';
import { friendlyMessage } from '../errors/friendlyMessage';
import { useAuthForm } from './useAuthForm';
import { useLogIn } from './useLogIn';

/** The auth card's Login tab: once signed in, the visitor goes home. */
export function useLoginForm(initialEmail: string) {
  const navigate = useNavigate();
  const { logIn } = useLogIn();
  return useAuthForm({
    initialValues: { email: initialEmail, password: '' },
    schema: loginSchema,
    onSubmit: async ({ email, password }) => {
      try {
        await logIn(email, password);
      } catch (error) {
        notify({ title: 'Login failed', description: friendlyMessage(error) });
        return;
      }
      void navigate('/');
    },
  });
}
