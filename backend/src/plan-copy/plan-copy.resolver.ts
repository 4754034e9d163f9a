import { planCopyMailInputSchema } from '@warmwise/common';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';

@Resolver()
export class PlanCopyResolver {
  @Mutation(() => Boolean, {
    description:
      "Mails a PDF copy of the plan of one of the visitor's properties to an address; true once accepted, whether or not a mail went (3 an hour per address)",
  })
  async emailPlan(@Arg('propertyId', () => ID) propertyId: string, @Arg('email', () => String) email: string, @Ctx() ctx: RequestContext) {
    await ctx.services.planCopy.emailOwn(propertyId, parseInput(planCopyMailInputSchema, { email }));
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Mails a PDF copy of the plan behind a share link, with the link, to an address; true once accepted, whether or not a mail went (3 an hour per address)',
  })
  async emailSharedPlan(@Arg('token', () => String) token: string, @Arg('email', () => String) email: string, @Ctx() ctx: RequestContext) {
    await ctx.services.planCopy.emailShared(token, parseInput(planCopyMailInputSchema, { email }));
    return true;
  }
}
