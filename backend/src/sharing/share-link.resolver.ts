import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { presentShareLink, presentSharedPlan } from './share-link.presenter.js';
import { ShareLinkView, SharedPlanView } from './share-link.type.js';

@Resolver()
export class ShareLinkResolver {
  @Query(() => SharedPlanView, { description: 'A plan opened through its share link (no sign-in); NOT_FOUND when the link is unknown or turned off' })
  async sharedPlan(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext) {
    return presentSharedPlan(await ctx.services.sharing.open(token));
  }

  @Mutation(() => ShareLinkView, { description: "A read-only link to the plan of one of the visitor's properties: its active link, or a new one" })
  async createShareLink(@Arg('propertyId', () => ID) propertyId: string, @Ctx() ctx: RequestContext) {
    return presentShareLink(await ctx.services.sharing.create(propertyId));
  }

  @Mutation(() => Boolean, { description: 'Turns a share link off for good; only the owner of its plan may' })
  async revokeShareLink(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext) {
    await ctx.services.sharing.revoke(token);
    return true;
  }
}
