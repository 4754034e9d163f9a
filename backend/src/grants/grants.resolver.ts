import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { GrantSchemeView, GrantsHouseholdInput, GrantsQuestionnaireInput, GrantsQuestionnaireResult, householdPayload } from './grants.type.js';

@Resolver()
export class GrantsResolver {
  @Query(() => [GrantSchemeView], { description: 'The public grants catalogue, in display order' })
  grantSchemes(@Ctx() ctx: RequestContext) {
    return ctx.services.grants.schemes();
  }

  @Query(() => [GrantSchemeView], { description: 'The schemes matching a household, by the eligibility rule the server applies' })
  eligibleGrants(@Arg('household', () => GrantsHouseholdInput) household: GrantsHouseholdInput, @Ctx() ctx: RequestContext) {
    return ctx.services.grants.check(householdPayload(household));
  }

  @Mutation(() => GrantsQuestionnaireResult, { description: "Stores a completed grants questionnaire for one of the visitor's properties" })
  async submitGrantsQuestionnaire(
    @Arg('input', () => GrantsQuestionnaireInput) input: GrantsQuestionnaireInput,
    @Ctx() ctx: RequestContext,
  ) {
    const { submission, schemes } = await ctx.services.grants.submit({ ...input, householdData: householdPayload(input.householdData) });
    return { success: true, id: submission.id, eligibleGrants: schemes };
  }
}
