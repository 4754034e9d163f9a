import type { EntityManager } from '@mikro-orm/postgresql';
import { checkHouseholdData, isRecord, type HouseholdData, type Nation } from '@warmwise/common';
import { localAuthorityAt } from '../epc/index.js';
import { badInput } from '../errors/domain-error.js';
import type { Logger } from '../logging/logger.js';
import type { PropertyService } from '../properties/property.service.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import type { Property } from '../properties/property.entity.js';
import { GrantsSubmission } from './grants-submission.entity.js';
import { assessGrants, datedSchemes, schemesIn, type AssessedScheme, type DatedScheme } from './grants-engine.js';
import { UNKNOWN_HOME, type GrantsHome } from './rules/circumstances.js';
import { homeFromAnswers, type HomeAnswers } from './rules/home-answers.js';

/**
 * Ours: a household answers the questionnaire once or twice per home; more than 60 stored answers an
 * hour from one network is a script filling the database. Checking eligibility stores nothing and is
 * not counted. Open when the store is down.
 * @internal exported for its tests, which drive the limit to its edge
 */
export const GRANTS_SUBMISSIONS_PER_NETWORK: RateLimitRule = { name: 'grants-submission', limit: 60, windowSeconds: 3_600, failClosed: false };

const MAX_CLAIMED_GRANTS = 20;
const MAX_GRANT_ID_LENGTH = 100;
const CLAIM_MESSAGE = 'eligibleGrants must be a list of grant ids';

export interface GrantsSubmissionResult {
  submission: GrantsSubmission;
  schemes: AssessedScheme[];
}


/** The browser sends its own results: ids, or the scheme objects it showed. Either is accepted. */
function claimedIds(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length > MAX_CLAIMED_GRANTS) throw badInput(CLAIM_MESSAGE, { field: 'eligibleGrants' });
  return value.map((item) => {
    const id = isRecord(item) ? item.id : item;
    if (typeof id !== 'string' || id === '' || id.length > MAX_GRANT_ID_LENGTH) throw badInput(CLAIM_MESSAGE, { field: 'eligibleGrants' });
    return id;
  });
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The household a visitor last described in the questionnaire, if any (Thermy answers grant questions from it). */
export async function latestHouseholdOf(em: EntityManager, visitorId: string): Promise<HouseholdData | null> {
  const latest = await em.findOne(GrantsSubmission, { ownerVisitorId: visitorId }, { orderBy: { createdAt: 'desc' } });
  return latest?.householdData ?? null;
}

const homeOf = (property: Property): GrantsHome => ({
  nation: property.nation,
  tenure: property.tenure,
  epcRating: property.epcRating,
  heatingSystem: property.heatingSystem,
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
  async check(householdData: unknown, propertyId?: string | null): Promise<AssessedScheme[]> {
    const household = this.household(householdData);
    const home = propertyId ? homeOf(await this.properties.get(propertyId)) : UNKNOWN_HOME;
    return assessGrants({ household, home, today: today() });
  }

  /** The schemes listed for answers and what the caller says of the home, if anything (the partner API). */
  assess(householdData: unknown, home: HomeAnswers = {}): AssessedScheme[] {
    return assessGrants({ household: this.household(householdData), home: homeFromAnswers(home), today: today() });
  }

  /** Stores a completed questionnaire for one of the visitor's properties (POST /api/grants-questionnaire). */
  async submit(payload: unknown): Promise<GrantsSubmissionResult> {
    const body = isRecord(payload) ? payload : {};
    const propertyId = typeof body.propertyId === 'string' ? body.propertyId.trim() : '';
    if (!propertyId) throw badInput('propertyId is required', { field: 'propertyId' });
    const householdData = this.household(body.householdData);
    const claimed = claimedIds(body.eligibleGrants);
    // After the ownership check: a submission for a property the visitor does not own stores nothing.
    const property = await this.properties.get(propertyId);
    await this.limiter.enforce(GRANTS_SUBMISSIONS_PER_NETWORK, this.network);
    await this.session.keep("We can't save your answers right now. Please try again in a moment.");
    const schemes = assessGrants({ household: householdData, home: homeOf(property), today: today() });
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

  private household(value: unknown): HouseholdData {
    const check = checkHouseholdData(value);
    if (!check.ok) throw badInput(check.message, { field: check.field });
    return check.value;
  }
}
