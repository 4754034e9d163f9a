import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { presentProperty } from './property.presenter.js';
import { PropertyInputType, PropertyView } from './property.type.js';

@Resolver(() => PropertyView)
export class PropertyResolver {
  @Query(() => PropertyView, { description: "One of the visitor's own home profiles" })
  async property(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return presentProperty(await ctx.services.properties.get(id));
  }

  @Query(() => [PropertyView], { description: "The visitor's (or signed-in user's) home profiles, newest first" })
  async myProperties(@Ctx() ctx: RequestContext) {
    return (await ctx.services.properties.listOwn()).map(presentProperty);
  }

  @Mutation(() => PropertyView, { description: 'Saves a new home profile for the visitor' })
  async createProperty(@Arg('input', () => PropertyInputType) input: PropertyInputType, @Ctx() ctx: RequestContext) {
    return presentProperty(await ctx.services.properties.create(input));
  }

  @Mutation(() => PropertyView, { description: "Replaces one of the visitor's home profiles" })
  async updateProperty(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PropertyInputType) input: PropertyInputType,
    @Ctx() ctx: RequestContext,
  ) {
    return presentProperty(await ctx.services.properties.update(id, input));
  }
}
