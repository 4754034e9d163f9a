import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { accountEmailInputSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { AccountMessageView, ResetPasswordInput, ResetPasswordLinkInput } from './account.type.js';
import { passwordResetLinkSchema, passwordResetSchema } from './password-policy.js';

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => AccountMessageView, { description: 'Mails a reset code when the address has an account (same answer either way)' })
  async sendPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext) {
    await ctx.services.passwordReset.sendReset(parseInput(accountEmailInputSchema, { email }));
    return { success: true, message: ACCOUNT_MESSAGES.resetSent };
  }

  @Mutation(() => AccountMessageView, { description: 'Sets a new password with the mailed code; signs out every other session' })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: RequestContext) {
    await ctx.services.passwordReset.resetPassword(parseInput(passwordResetSchema, input));
    return { success: true, message: ACCOUNT_MESSAGES.resetDone };
  }

  @Mutation(() => AccountMessageView, { description: "Sets a new password with the link of the newest reset mail; signs out every other session" })
  async resetPasswordWithLink(@Arg('input', () => ResetPasswordLinkInput) input: ResetPasswordLinkInput, @Ctx() ctx: RequestContext) {
    await ctx.services.passwordReset.resetPasswordWithLink(parseInput(passwordResetLinkSchema, input));
    return { success: true, message: ACCOUNT_MESSAGES.resetDone };
  }
}
