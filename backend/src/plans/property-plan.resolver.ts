import { propertyInputSchema } from '@warmwise/common';
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { Property, PropertyInputType } from '../properties/index.js';
import { presentEnergyPlan } from './energy-plan.presenter.js';
import { EnergyPlanView } from './energy-plan.type.js';

/**
 * A home's plan as a field of the home, so one answer (and one normalised cache entry in the
 * browser) holds both: the wizard's save returns them together and the plan screen reads them
 * together.
 */
@Resolver(() => Property)
export class PropertyPlanResolver {
  @FieldResolver(() => EnergyPlanView, {
    nullable: true,
    description: 'The plan for this home as it is now; null until one is built, and again once the model or the price table has moved on',
  })
  async plan(@Root() property: Property, @Ctx() ctx: RequestContext) {
    const plan = await ctx.services.plans.currentPlanOf(property);
    return plan && presentEnergyPlan(plan);
  }

  @Mutation(() => Property, {
    description:
      "Saves a home profile (a new home, or one of the visitor's own named by propertyId) and builds its plan, in one transaction; the answer's plan field holds it",
  })
  async saveHomeProfile(
    @Arg('propertyId', () => ID, { nullable: true }) propertyId: string | undefined,
    @Arg('input', () => PropertyInputType) input: PropertyInputType,
    @Ctx() ctx: RequestContext,
  ) {
    return (await ctx.services.plans.saveProfile(propertyId ?? undefined, parseInput(propertyInputSchema, input))).property;
  }
}
