import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { presentEnergyPlan } from './energy-plan.presenter.js';
import { EnergyPlanView, RecommendationDetailsView } from './energy-plan.type.js';

@Resolver(() => EnergyPlanView)
export class EnergyPlanResolver {
  @Query(() => EnergyPlanView, { description: "The current plan for one of the visitor's properties" })
  async energyPlan(@Arg('propertyId', () => ID) propertyId: string, @Ctx() ctx: RequestContext) {
    return presentEnergyPlan(await ctx.services.plans.currentPlan(propertyId));
  }

  @Query(() => RecommendationDetailsView, { description: 'Learn More text, with personal figures when a plan id is given' })
  recommendationDetails(
    @Arg('title', () => String) title: string,
    @Arg('energyPlanId', () => ID, { nullable: true }) energyPlanId: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.plans.details(title, energyPlanId ?? undefined);
  }

  @Mutation(() => EnergyPlanView, { description: "The plan for one of the visitor's properties: the stored one, or built and stored on first ask" })
  async createEnergyPlan(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('priority', () => String, { nullable: true }) priority: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return presentEnergyPlan(await ctx.services.plans.createPlan({ propertyId, priority }));
  }

  @Mutation(() => EnergyPlanView, { description: 'Removes a recommendation from one of the visitor’s plans' })
  async removeRecommendation(
    @Arg('id', () => ID) id: string,
    @Arg('energyPlanId', () => ID) energyPlanId: string,
    @Ctx() ctx: RequestContext,
  ) {
    return presentEnergyPlan(await ctx.services.plans.removeRecommendation(id, energyPlanId));
  }

  @Mutation(() => EnergyPlanView, { description: 'Puts a removed recommendation, named by its title, back into one of the visitor’s plans (undo)' })
  async restoreRecommendation(
    @Arg('title', () => String) title: string,
    @Arg('energyPlanId', () => ID) energyPlanId: string,
    @Ctx() ctx: RequestContext,
  ) {
    return presentEnergyPlan(await ctx.services.plans.restoreRecommendation(title, energyPlanId));
  }
}
