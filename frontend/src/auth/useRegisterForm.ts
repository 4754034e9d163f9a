import { useMutation } from '@apollo/client/react';
import type { SendVerificationMutation } from '../gql/graphql';
import { notify } from '../toast/toaster';
import { registerSchema } from './authSchemas';
import { sendVerificationMutation } from './sendVerification.mutation';
import { friendlyMessage } from '../errors/friendlyMessage';
import { useAuthForm } from './useAuthForm';

interface RegisterOutcomes {
  /** A code is on its way: the verification screen opens. */
  onCodeSent: (email: string) => void;
  /** The deployment skips verification and the account exists already: on to login. */
  onAccountCreated: (email: string) => void;
}

/** The Register tab: e-mail, password twice and both agreements. */
export function useRegisterForm({ onCodeSent, onAccountCreated }: RegisterOutcomes) {
  const [sendVerification] = useMutation(sendVerificationMutation);
  return useAuthForm({
    initialValues: { email: '', password: '', confirmPassword: '', acceptPrivacy: false, acceptTerms: false },
    schema: registerSchema,
    onSubmit: async ({ email, password }) => {
      const address = email.trim();
      let answer: SendVerificationMutation | undefined;
      try {
        ({ data: answer } = await sendVerification({ variables: { input: { email: address, username: address, password } } }));
      } catch (error) {
        notify({ title: 'Registration failed', description: friendlyMessage(error, 'Failed to send verification email') });
        return;
      }
      const sentTo = answer?.sendVerification.email ?? address;
      if (answer?.sendVerification.skipVerification) {
        notify({ title: 'Account created successfully!', tone: 'success' });
        onAccountCreated(sentTo);
        return;
      }
      notify({ title: 'Verification email sent!', tone: 'success' });
      onCodeSent(sentTo);
    },
  });
}
