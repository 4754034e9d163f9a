import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { quoteRequestSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { QUOTE_SENT_MESSAGE } from './quote.service.js';
import { QuoteRequestInput, QuoteRequestResult } from './quote.type.js';

@Resolver()
export class QuoteResolver {
  @Mutation(() => QuoteRequestResult, { description: 'Asks the team for installer quotes on one recommendation' })
  async requestQuote(@Arg('input', () => QuoteRequestInput) input: QuoteRequestInput, @Ctx() ctx: RequestContext) {
    const quote = await ctx.services.quotes.request(parseInput(quoteRequestSchema, input));
    return { success: true, id: quote.id, message: QUOTE_SENT_MESSAGE };
  }
}
