import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { consentInputSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { ConsentRecordView } from './consent.type.js';

@Resolver()
export class ConsentResolver {
  @Query(() => ConsentRecordView, { nullable: true, description: "The visitor's consent record, if given" })
  consent(@Ctx() ctx: RequestContext) {
    return ctx.services.consent.current();
  }

  @Mutation(() => ConsentRecordView, { description: 'Records the visitor accepting the Privacy & Data Use terms' })
  recordConsent(
    @Arg('accepted', () => Boolean) accepted: boolean,
    @Arg('version', () => String, { nullable: true }) version: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.consent.record(parseInput(consentInputSchema, { accepted, version }));
  }
}
