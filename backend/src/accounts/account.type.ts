import { Field, ID, InputType, ObjectType } from 'type-graphql';

/** What anyone is shown of an account: never the hashes, the visitor id or the dates. */
@ObjectType('User', { description: 'A signed-in account' })
export class UserView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;
}

export const presentUser = (user: { id: string; email: string }): UserView => ({ id: user.id, email: user.email });

@InputType('SendVerificationInput', { description: 'The body of POST /api/send-verification' })
export class SendVerificationInput {
  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true, description: 'Sent by the web app; the e-mail is the account name' })
  username?: string | null;

  @Field(() => String)
  password: string;
}

@ObjectType('VerificationSent')
export class VerificationSentView {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;

  @Field(() => String)
  email: string;

  @Field(() => Boolean, { description: 'True when the account was created without a code (AUTH_SKIP_VERIFICATION)' })
  skipVerification: boolean;
}

@InputType('VerifyEmailInput', { description: 'The body of POST /api/verify-email' })
export class VerifyEmailInput {
  @Field(() => String)
  email: string;

  @Field(() => String)
  code: string;
}

@InputType('LoginInput', { description: 'The body of POST /api/login: `email` or `username` (an e-mail either way)' })
export class LoginInput {
  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  username?: string | null;

  @Field(() => String)
  password: string;
}

@ObjectType('LoginResult')
export class LoginResultView {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => UserView)
  user: UserView;
}

@InputType('ResetPasswordInput', { description: 'The body of POST /api/reset-password' })
export class ResetPasswordInput {
  @Field(() => String)
  email: string;

  @Field(() => String)
  code: string;

  @Field(() => String)
  newPassword: string;
}

@InputType('ResetPasswordLinkInput', { description: 'The body of POST /api/reset-password/link: the token from a reset mail\'s link and the new password' })
export class ResetPasswordLinkInput {
  @Field(() => String)
  token: string;

  @Field(() => String)
  newPassword: string;
}

@ObjectType('AccountMessage', { description: 'The answer of an account step: success and the words to show' })
export class AccountMessageView {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;
}

@ObjectType('LogoutResult')
export class LogoutResultView {
  @Field(() => Boolean)
  success: boolean;
}
