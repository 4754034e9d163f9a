import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { grantsSubmissionSchema, householdDataSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { AssessedGrantView, GrantSchemeView, GrantsHouseholdInput, GrantsQuestionnaireInput, GrantsQuestionnaireResult, householdPayload } from './grants.type.js';

@Resolver()
export class GrantsResolver {
  @Query(() => [GrantSchemeView], { description: 'The public grants catalogue, in display order' })
  grantSchemes(@Ctx() ctx: RequestContext) {
    return ctx.services.grants.schemes();
  }

  @Query(() => [AssessedGrantView], { description: 'The schemes listed for a household, each with a verdict and reasons; likely first' })
  eligibleGrants(
    @Arg('household', () => GrantsHouseholdInput) household: GrantsHouseholdInput,
    @Arg('propertyId', () => ID, { nullable: true, description: "One of the visitor's saved homes, whose nation, tenure, EPC band and heating the verdicts use" })
    propertyId: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.grants.check(parseInput(householdDataSchema, householdPayload(household)), propertyId);
  }

  @Mutation(() => GrantsQuestionnaireResult, { description: "Stores a completed grants questionnaire for one of the visitor's properties" })
  async submitGrantsQuestionnaire(
    @Arg('input', () => GrantsQuestionnaireInput) input: GrantsQuestionnaireInput,
    @Ctx() ctx: RequestContext,
  ) {
    const { submission, schemes } = await ctx.services.grants.submit(parseInput(grantsSubmissionSchema, { ...input, householdData: householdPayload(input.householdData) }));
    return { success: true, id: submission.id, eligibleGrants: schemes };
  }
}
