import { graphql, http, HttpResponse } from 'msw';
import type {
  LoginMutation,
  LoginMutationVariables,
  ResendVerificationMutation,
  ResendVerificationMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  ResetPasswordWithLinkMutation,
  ResetPasswordWithLinkMutationVariables,
  SendPasswordResetMutation,
  SendPasswordResetMutationVariables,
  SendVerificationMutation,
  SendVerificationMutationVariables,
  VerifyEmailMutation,
  VerifyEmailMutationVariables,
} from '../../gql/graphql';
import { CURRENT_USER_PATH, type CurrentUser } from '../useCurrentUser';

export const SAM: CurrentUser = { id: 'user-1', email: 'sam@example.com' };

/** GET /api/auth/user as the server answers it: the user, or 401 when nobody is signed in. */
export function answerCurrentUser(user: CurrentUser | null, calls: { count: number } = { count: 0 }) {
  return http.get(CURRENT_USER_PATH, () => {
    calls.count += 1;
    return user ? HttpResponse.json(user) : HttpResponse.json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, { status: 401 });
  });
}

/** A refusal the way the server words it: one GraphQL error with a message for a person. */
export function refuse(operation: string, message: string, code = 'BAD_USER_INPUT') {
  return graphql.mutation(operation, () => HttpResponse.json({ errors: [{ message, extensions: { code } }] }));
}

/** The server is down: a bare 500 below GraphQL, with no words to show. */
export function breakDown(operation: string) {
  return graphql.mutation(operation, () => new HttpResponse(null, { status: 500 }));
}

const accountMessage = (message: string) => ({ __typename: 'AccountMessage' as const, success: true, message });

export function answerLogin(user: CurrentUser = SAM, calls: LoginMutationVariables[] = []) {
  return graphql.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables }) => {
    calls.push(variables);
    const login = { __typename: 'LoginResult' as const, success: true, user: { __typename: 'User' as const, ...user } };
    return HttpResponse.json({ data: { login } });
  });
}

export function answerSendVerification({ skipVerification = false } = {}, calls: SendVerificationMutationVariables[] = []) {
  return graphql.mutation<SendVerificationMutation, SendVerificationMutationVariables>('SendVerification', ({ variables }) => {
    calls.push(variables);
    const sendVerification = {
      __typename: 'VerificationSent' as const,
      success: true,
      message: 'Verification email sent!',
      email: variables.input.email,
      skipVerification,
    };
    return HttpResponse.json({ data: { sendVerification } });
  });
}

export function answerVerifyEmail(calls: VerifyEmailMutationVariables[] = []) {
  return graphql.mutation<VerifyEmailMutation, VerifyEmailMutationVariables>('VerifyEmail', ({ variables }) => {
    calls.push(variables);
    return HttpResponse.json({ data: { verifyEmail: accountMessage('Email verified successfully!') } });
  });
}

export function answerResendVerification(calls: ResendVerificationMutationVariables[] = []) {
  return graphql.mutation<ResendVerificationMutation, ResendVerificationMutationVariables>('ResendVerification', ({ variables }) => {
    calls.push(variables);
    return HttpResponse.json({ data: { resendVerification: accountMessage('Verification code sent') } });
  });
}

export function answerSendPasswordReset(calls: SendPasswordResetMutationVariables[] = []) {
  return graphql.mutation<SendPasswordResetMutation, SendPasswordResetMutationVariables>('SendPasswordReset', ({ variables }) => {
    calls.push(variables);
    return HttpResponse.json({ data: { sendPasswordReset: accountMessage('Check your email for the password reset code.') } });
  });
}

export function answerResetPasswordWithLink(calls: ResetPasswordWithLinkMutationVariables[] = []) {
  return graphql.mutation<ResetPasswordWithLinkMutation, ResetPasswordWithLinkMutationVariables>('ResetPasswordWithLink', ({ variables }) => {
    calls.push(variables);
    return HttpResponse.json({ data: { resetPasswordWithLink: accountMessage('Password Reset Successful') } });
  });
}

export function answerResetPassword(calls: ResetPasswordMutationVariables[] = []) {
  return graphql.mutation<ResetPasswordMutation, ResetPasswordMutationVariables>('ResetPassword', ({ variables }) => {
    calls.push(variables);
    return HttpResponse.json({ data: { resetPassword: accountMessage('Password Reset Successful') } });
  });
}
