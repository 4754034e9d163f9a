import { planRequestSchema, recommendationRemovalSchema, recommendationRestoreSchema } from '@warmwise/common';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { presentEnergyPlan } from './energy-plan.presenter.js';
import { EnergyPlanView, RecommendationDetailsView } from './energy-plan.type.js';

@Resolver(() => EnergyPlanView)
export class EnergyPlanResolver {
  @Query(() => EnergyPlanView, {
    nullable: true,
    description:
      "The plan stored for one of the visitor's properties as it is now; null until one is built (createEnergyPlan or saveHomeProfile), and again once the model or the price table has moved on. Never builds.",
  })
  async energyPlan(@Arg('propertyId', () => ID) propertyId: string, @Ctx() ctx: RequestContext) {
    const plan = await ctx.services.plans.storedCurrentPlan(propertyId);
    return plan && presentEnergyPlan(plan);
  }

  @Query(() => RecommendationDetailsView, { description: 'Learn More text, with personal figures when a plan id is given' })
  recommendationDetails(
    @Arg('title', () => String) title: string,
    @Arg('energyPlanId', () => ID, { nullable: true }) energyPlanId: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.plans.details(title, energyPlanId ?? undefined);
  }

  @Mutation(() => EnergyPlanView, {
    description:
      "Builds the plan for one of the visitor's properties as it is now and stores it; answers the stored one when it is already current, so asking twice builds once",
  })
  async createEnergyPlan(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('priority', () => String, { nullable: true }) priority: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    const request = parseInput(planRequestSchema, { propertyId, priority });
    return presentEnergyPlan(await ctx.services.plans.currentPlan(propertyId, request.priority));
  }

  @Mutation(() => EnergyPlanView, { description: 'Removes a recommendation from one of the visitor’s plans' })
  async removeRecommendation(
    @Arg('id', () => ID) id: string,
    @Arg('energyPlanId', () => ID) energyPlanId: string,
    @Ctx() ctx: RequestContext,
  ) {
    const removal = parseInput(recommendationRemovalSchema, { energyPlanId });
    return presentEnergyPlan(await ctx.services.plans.removeRecommendation(id, removal.energyPlanId));
  }

  @Mutation(() => EnergyPlanView, { description: 'Puts a removed recommendation, named by its title, back into one of the visitor’s plans (undo)' })
  async restoreRecommendation(
    @Arg('title', () => String) title: string,
    @Arg('energyPlanId', () => ID) energyPlanId: string,
    @Ctx() ctx: RequestContext,
  ) {
    const restore = parseInput(recommendationRestoreSchema, { title, energyPlanId });
    return presentEnergyPlan(await ctx.services.plans.restoreRecommendation(restore.title, restore.energyPlanId));
  }
}
