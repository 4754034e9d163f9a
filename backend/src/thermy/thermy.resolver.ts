import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { thermyQuestionSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { ThermyReplyView } from './thermy.type.js';

@Resolver()
export class ThermyResolver {
  @Mutation(() => ThermyReplyView, { description: 'Asks Thermy a home-energy question; the conversation is kept in the session only' })
  askThermy(
    @Arg('message', () => String) message: string,
    @Arg('conversationId', () => String, { nullable: true }) conversationId: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.thermy.ask(parseInput(thermyQuestionSchema, { message, conversationId }));
  }
}
