import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { accountEmailInputSchema, verifyEmailInputSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { AccountMessageView, SendVerificationInput, VerificationSentView, VerifyEmailInput } from './account.type.js';
import { registrationSchema } from './password-policy.js';

@Resolver()
export class RegistrationResolver {
  @Mutation(() => VerificationSentView, { description: 'Starts a registration: mails a 6-digit code to the address' })
  sendVerification(@Arg('input', () => SendVerificationInput) input: SendVerificationInput, @Ctx() ctx: RequestContext) {
    return ctx.services.registration.sendVerification(parseInput(registrationSchema, input));
  }

  @Mutation(() => AccountMessageView, { description: 'Creates the account when the mailed code is right' })
  async verifyEmail(@Arg('input', () => VerifyEmailInput) input: VerifyEmailInput, @Ctx() ctx: RequestContext) {
    await ctx.services.registration.verifyEmail(parseInput(verifyEmailInputSchema, input));
    return { success: true, message: ACCOUNT_MESSAGES.verified };
  }

  @Mutation(() => AccountMessageView, { description: 'Mails a new code for a pending registration, 60 s after the last' })
  async resendVerification(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext) {
    await ctx.services.registration.resendVerification(parseInput(accountEmailInputSchema, { email }));
    return { success: true, message: ACCOUNT_MESSAGES.codeResent };
  }
}
