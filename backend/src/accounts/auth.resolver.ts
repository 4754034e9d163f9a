import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { loginInputSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { LoginInput, LoginResultView, LogoutResultView, presentUser, UserView } from './account.type.js';

@Resolver()
export class AuthResolver {
  @Query(() => UserView, { nullable: true, description: 'The signed-in user; null when anonymous' })
  async currentUser(@Ctx() ctx: RequestContext) {
    const user = await ctx.services.auth.current();
    return user ? presentUser(user) : null;
  }

  @Mutation(() => LoginResultView, { description: 'Signs in; what the visitor saved before moves to the account' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext) {
    return { success: true, user: presentUser(await ctx.services.auth.login(parseInput(loginInputSchema, input))) };
  }

  @Mutation(() => LogoutResultView, { description: 'Ends the session' })
  async logout(@Ctx() ctx: RequestContext) {
    await ctx.services.auth.logout();
    return { success: true };
  }
}
