import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { welcomeEmailInputSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';

@Resolver()
export class WelcomeResolver {
  @Mutation(() => Boolean, {
    description: 'Sends the welcome e-mail to an address given in the wizard; true once accepted, whether or not a mail went (one a day per address)',
  })
  async sendWelcomeEmail(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext) {
    await ctx.services.welcome.send(parseInput(welcomeEmailInputSchema, { email }));
    return true;
  }
}
