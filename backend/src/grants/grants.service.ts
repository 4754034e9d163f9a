import type { EntityManager } from '@mikro-orm/postgresql';
import type { GrantsSubmissionInput, HouseholdData, Nation, PartnerHome } from '@warmwise/common';
import { localAuthorityAt } from '../epc/index.js';
import type { Logger } from '../logging/logger.js';
import type { PropertyService } from '../properties/property.service.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import type { Property } from '../properties/property.entity.js';
import { GrantsSubmission } from './grants-submission.entity.js';
import { assessGrants, datedSchemes, schemesIn, type AssessedScheme, type DatedScheme } from './grants-engine.js';
import { UNKNOWN_HOME, type GrantsHome } from './rules/circumstances.js';

/**
 * Ours: a household answers the questionnaire once or twice per home; more than 60 stored answers an
 * hour from one network is a script filling the database. Checking eligibility stores nothing and is
 * not counted. Open when the store is down.
 * @internal exported for its tests, which drive the limit to its edge
 */
export const GRANTS_SUBMISSIONS_PER_NETWORK: RateLimitRule = { name: 'grants-submission', limit: 60, windowSeconds: 3_600, failClosed: false };

export interface GrantsSubmissionResult {
  submission: GrantsSubmission;
  schemes: AssessedScheme[];
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The household a visitor last described in the questionnaire, if any (Thermy answers grant questions from it). */
export async function latestHouseholdOf(em: EntityManager, visitorId: string): Promise<HouseholdData | null> {
  const latest = await em.findOne(GrantsSubmission, { ownerVisitorId: visitorId }, { orderBy: { createdAt: 'desc' } });
  return latest?.householdData ?? null;
}

/** What the saved home tells the grants engine: the Grants tab and the plan's heat-pump card read the same. */
export const grantsHomeOf = (property: Property): GrantsHome => ({
  nation: property.nation,
  tenure: property.tenure,
  epcRating: property.epcRating,
  heatingSystem: property.heatingSystem,
  heatingFuel: property.heatingFuel,
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The grants catalogue and questionnaire: which schemes are listed, and how likely each is for the
 * household and its home, is always decided here, by the grants engine.
 */
export class GrantsService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly properties: PropertyService,
    private readonly log: Logger,
    private readonly limiter: RateLimiter,
    /** The client's network, which stored questionnaires are counted by. */
    private readonly network: string,
  ) {}

  /** The catalogue and the nations' own schemes, with today's amounts, sources and dates. */
  schemes(): DatedScheme[] {
    return datedSchemes();
  }

  /** The schemes that run in a nation, whoever the household (the partner API's local authority look-up). */
  openIn(nation: Nation): DatedScheme[] {
    return schemesIn(nation);
  }

  /**
   * The schemes listed for a household's answers, with verdicts; for one of the visitor's saved
   * homes when `propertyId` is given, else knowing nothing of the home. Nothing is stored.
   */
  async check(household: HouseholdData, propertyId?: string | null): Promise<AssessedScheme[]> {
    const home = propertyId ? grantsHomeOf(await this.properties.get(propertyId)) : UNKNOWN_HOME;
    return assessGrants({ household, home, today: today() });
  }

  /** The schemes listed for answers and what the caller says of the home, if anything (the partner API). */
  assess(household: HouseholdData, home: PartnerHome): AssessedScheme[] {
    return assessGrants({ household, home: { ...UNKNOWN_HOME, ...home }, today: today() });
  }

  /** Stores a completed questionnaire for one of the visitor's properties (POST /api/grants-questionnaire). */
  async submit({ propertyId, householdData, eligibleGrants: claimed }: GrantsSubmissionInput): Promise<GrantsSubmissionResult> {
    // After the ownership check: a submission for a property the visitor does not own stores nothing.
    const property = await this.properties.get(propertyId);
    await this.limiter.enforce(GRANTS_SUBMISSIONS_PER_NETWORK, this.network);
    await this.session.keep("We can't save your answers right now. Please try again in a moment.");
    const schemes = assessGrants({ household: householdData, home: grantsHomeOf(property), today: today() });
    const submission = this.em.create(GrantsSubmission, {
      ownerVisitorId: this.session.data.visitorId,
      propertyId: property.id,
      householdData,
      eligibleGrantIds: schemes.map((scheme) => scheme.id),
      clientEligibleGrantIds: claimed,
      localAuthority: await localAuthorityAt(this.em, property.postcode),
    });
    await this.em.persist(submission).flush();
    if (claimed && !sameIds(claimed, submission.eligibleGrantIds)) {
      // A stale or altered browser copy of the rule; the answers stay out of the log (benefits, disability).
      this.log.warn(
        { grantsSubmissionId: submission.id, clientGrantIds: claimed, serverGrantIds: submission.eligibleGrantIds },
        'grants questionnaire: client eligibility differs from the server',
      );
    }
    return { submission, schemes };
  }
}
