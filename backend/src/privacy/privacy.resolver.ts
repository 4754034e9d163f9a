import { Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';

@Resolver()
export class PrivacyResolver {
  @Mutation(() => Boolean, {
    description: "Deletes the signed-in user's account and everything it owns, and ends the session (REST: DELETE /api/account)",
  })
  async deleteAccount(@Ctx() ctx: RequestContext) {
    await ctx.services.privacy.deleteAccount();
    return true;
  }
}
