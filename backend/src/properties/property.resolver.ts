import { propertyInputSchema } from '@warmwise/common';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { Property } from './property.entity.js';
import { PropertyInputType } from './property.type.js';

@Resolver(() => Property)
export class PropertyResolver {
  @Query(() => Property, { description: "One of the visitor's own home profiles" })
  async property(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.properties.get(id);
  }

  @Query(() => [Property], { description: "The visitor's (or signed-in user's) home profiles, newest first" })
  async myProperties(@Ctx() ctx: RequestContext) {
    return ctx.services.properties.listOwn();
  }

  @Mutation(() => Property, { description: 'Saves a new home profile for the visitor' })
  async createProperty(@Arg('input', () => PropertyInputType) input: PropertyInputType, @Ctx() ctx: RequestContext) {
    return ctx.services.properties.create(parseInput(propertyInputSchema, input));
  }

  @Mutation(() => Property, { description: "Replaces one of the visitor's home profiles" })
  async updateProperty(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PropertyInputType) input: PropertyInputType,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.properties.update(id, parseInput(propertyInputSchema, input));
  }
}
