import { localAuthorityArgsSchema, MAX_HOUSEHOLDS_PER_CALL, MAX_RENTED_HOMES_PER_CALL, partnerHouseholdsSchema, partnerRentedHomesSchema, statisticsArgsSchema } from '@warmwise/common';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { householdPayload } from '../grants/index.js';
import { rentedHomeStandard } from '../plans/index.js';
import { RentedHomeInput, RentedHomeStandardView } from './rented-home.type.js';
import { partnerAccessOf, type PartnerIdentity } from './partner-access.js';
import { findLocalAuthority } from './local-authorities.js';
import { STATISTICS_EPSILON } from './statistics-noise.js';
import { MINIMUM_COUNT, submissionStatistics } from './submission-statistics.js';
import {
  HouseholdEligibilityView,
  HouseholdInput,
  LocalAuthorityGrantsView,
  PartnerQuotaView,
  PartnerView,
  SubmissionStatisticsView,
} from './partner.type.js';

@Resolver(() => PartnerView)
export class PartnerResolver {
  @Query(() => PartnerView, {
    nullable: true,
    description:
      'The partner API for energy suppliers, banks and local authorities. Needs an API key (Authorization: Bearer <key>); null with UNAUTHENTICATED (HTTP 401) without a valid key, or RATE_LIMITED (HTTP 429) over its quota',
  })
  partner(@Ctx() ctx: RequestContext): Promise<PartnerIdentity> {
    return partnerAccessOf(ctx).partner();
  }

  @FieldResolver(() => String, { description: "The organisation the key was issued to" })
  name(@Root() partner: PartnerIdentity): string {
    return partner.organisation;
  }

  @FieldResolver(() => PartnerQuotaView)
  quota(@Root() partner: PartnerIdentity): PartnerQuotaView {
    return { perMinute: partner.perMinute, perDay: partner.perDay, usedToday: partner.usedToday };
  }

  @FieldResolver(() => [HouseholdEligibilityView], {
    description: `The schemes each household may qualify for, by the same rule as the questionnaire, in the order sent; up to ${MAX_HOUSEHOLDS_PER_CALL} households a call (send them as a variable). Nothing is stored`,
  })
  eligibility(@Arg('households', () => [HouseholdInput]) households: HouseholdInput[], @Ctx() ctx: RequestContext): HouseholdEligibilityView[] {
    const sent = households.map(({ reference, postcode, tenure, epcRating, ...answers }) => ({ reference, postcode, tenure, epcRating, householdData: householdPayload(answers) }));
    return parseInput(partnerHouseholdsSchema, { households: sent }).map(({ reference, household, home }) => ({
      reference,
      eligibleGrants: ctx.services.grants.assess(household, home),
    }));
  }

  @FieldResolver(() => [RentedHomeStandardView], {
    description: `The standard for privately rented homes (England and Wales: band C by 1 October 2030; Scotland's draft; none in Northern Ireland) for each home, in the order sent: where it stands, the cheapest route to the band against the cost cap, the exemption route, grants, and a check of its certificate; up to ${MAX_RENTED_HOMES_PER_CALL} homes a call (send them as a variable). Nothing is stored`,
  })
  rentedHomes(@Arg('homes', () => [RentedHomeInput]) homes: RentedHomeInput[]): RentedHomeStandardView[] {
    return parseInput(partnerRentedHomesSchema, { homes }).map(rentedHomeStandard);
  }

  @FieldResolver(() => LocalAuthorityGrantsView, { description: 'The grant schemes open to households of a local authority, named by its ONS code or its name' })
  async grants(@Arg('localAuthority', () => String) localAuthority: string, @Ctx() ctx: RequestContext): Promise<LocalAuthorityGrantsView> {
    const query = parseInput(localAuthorityArgsSchema, { localAuthority });
    const found = await findLocalAuthority(ctx.em, partnerAccessOf(ctx).store, query.localAuthority);
    return { localAuthority: found, schemes: ctx.services.grants.openIn(found.nation) };
  }

  @FieldResolver(() => SubmissionStatisticsView, {
    description: `Completed grants questionnaires for homes in a local authority, by month, each count with random noise and counts below ${MINIMUM_COUNT} withheld`,
  })
  async submissionStatistics(
    @Arg('localAuthority', () => String) localAuthority: string,
    @Arg('months', () => Int, { defaultValue: 12, description: 'How many complete months, up to 24, ending with the last one' }) months: number,
    @Root() partner: PartnerIdentity,
    @Ctx() ctx: RequestContext,
  ): Promise<SubmissionStatisticsView> {
    const query = parseInput(statisticsArgsSchema, { localAuthority, months });
    const found = await findLocalAuthority(ctx.em, partnerAccessOf(ctx).store, query.localAuthority);
    const monthly = await submissionStatistics(ctx.em, partner.id, found.code, query.months);
    return { localAuthority: found, minimumCount: MINIMUM_COUNT, epsilon: STATISTICS_EPSILON, months: monthly };
  }
}
