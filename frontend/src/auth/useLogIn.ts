import { useMutation } from '@apollo/client/react';
import { loginMutation } from './login.mutation';
import { setCurrentUser, type CurrentUser } from './useCurrentUser';

/**
 * Signing in with e-mail and password, shared by the auth card and quick sign-in (which differ
 * only in their toasts). Every reader of the current user updates at once.
 */
export function useLogIn() {
  const [login, { loading }] = useMutation(loginMutation);

  const logIn = async (email: string, password: string): Promise<CurrentUser> => {
    const { data } = await login({ variables: { input: { email: email.trim(), password } } });
    const user = data?.login.user;
    if (!user) throw new Error('The server accepted the sign-in but named no user');
    const signedIn = { id: user.id, email: user.email };
    setCurrentUser(signedIn);
    return signedIn;
  };

  return { logIn, loggingIn: loading };
}
