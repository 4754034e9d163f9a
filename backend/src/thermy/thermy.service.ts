import type { EntityManager } from '@mikro-orm/postgresql';
import type { HouseholdData, ThermyQuestion } from '@warmwise/common';
import { airSourceHeatPump, MODEL_ASSUMPTIONS, measureById } from '../energy-model/index.js';
import { DomainError } from '../errors/domain-error.js';
import { grantsHomeOf, UNKNOWN_HOME, type GrantsHome } from '../grants/index.js';
import { latestHouseholdOf } from '../grants/grants.service.js';
import type { Logger } from '../logging/logger.js';
import type { EnergyPlanService } from '../plans/energy-plan.service.js';
import type { PropertyService } from '../properties/property.service.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { eligibleGrantsAnswer, isGrantsQuestion, namedScheme, schemeAnswer, type HouseholdBasis } from './grants-answer.js';
import { statedCircumstances } from './stated-circumstances.js';
import { articleAnswer, assumptionsAnswer, catalogueMeasureAnswer, personalMeasureAnswer } from './knowledge-answer.js';
import type { KnowledgeArticle } from './knowledge/article.js';
import { articleById, measuresOfArticle } from './knowledge/knowledge-base.js';
import { searchKnowledge, soundsLikeHomeEnergy, type KnowledgeHit } from './knowledge/knowledge-search.js';
import { groundingFor } from './model/thermy-grounding.js';
import { asksHeatingChoice } from './heating-choice-answer.js';
import { asksHeatPumpRunningCost, planTopicsAnswer, planTopicsOf, withoutRepeats } from './plan-answer.js';
import type { ModelWriteOptions, ThermyModel } from './model/thermy-model.js';
import { offTopicAnswer, uniqueSources, unknownAnswer, type ThermyAnswer } from './thermy-answer.js';
import { continueConversation, withTurn, type ThermyTurn } from './thermy-conversation.js';

/**
 * Ours: a person reads each answer, so 30 questions in 10 minutes is a brisk conversation; a
 * household or office shares a network, so it gets three people's worth. Below the 100 new
 * sessions an hour a network may start, so a script without cookies meets this limit first.
 * Open when the store is down: an answer stores nothing, and refusing would only hurt people.
 * @internal exported for its tests, which drive the limit to its edge
 */
export const THERMY_QUESTIONS_PER_VISITOR: RateLimitRule = { name: 'thermy-visitor', limit: 30, windowSeconds: 600, failClosed: false };
/** @internal exported for its tests, which drive the limit to its edge */
export const THERMY_QUESTIONS_PER_NETWORK: RateLimitRule = { name: 'thermy-network', limit: 90, windowSeconds: 600, failClosed: false };
/**
 * Ours: every network within its limit can still add up to a bill nobody planned for, so the model
 * writes at most this many replies an hour across every visitor and server (counted in the shared
 * store); past it the grounded answer goes out, as when the model is down.
 * @internal exported for its tests, which drive the limit to its edge
 */
export const THERMY_MODEL_CALLS_PER_HOUR: RateLimitRule = { name: 'thermy-model-calls', limit: 2_000, windowSeconds: 3_600, failClosed: false };
const ALL_VISITORS = 'all';

export interface ThermyReply extends Omit<ThermyAnswer, 'measureId'> {
  conversationId: string;
}

/** Plan topics the plan answers whole, even when the knowledge base finds nothing on the question's words. */
const ANSWERED_BY_THE_PLAN: ReadonlySet<string> = new Set(['firstStep', 'rentalStandard', 'certificate']);

/** "It", "that", "this" or "them" without a topic of its own: a follow-up to the last measure. */
const FOLLOW_UP = /\b(it|that|this|them|those)\b/i;


/**
 * Thermy, the home-energy assistant: answers from the visitor's own plan, the measures and grants
 * catalogues, the model's assumptions and the knowledge base, found by full-text search. It never
 * makes up a figure: every number comes from one of those, and every answer cites where.
 */
export class ThermyService {
  /** Per request: the answer and the model read the same search hits and the same plan. */
  private readonly searches = new Map<string, KnowledgeHit[]>();
  private newestPlan?: ReturnType<ThermyService['readOwnPlan']>;

  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly properties: PropertyService,
    private readonly plans: EnergyPlanService,
    private readonly limiter: RateLimiter,
    /** The client's network: the limit a script without cookies meets. */
    private readonly network: string,
    /** Writes the reply from the grounding when THERMY_LLM_* is configured. */
    private readonly model: ThermyModel | null,
    private readonly log: Logger,
  ) {}

  /** The reply to one question; with a model and `onText`, its words stream as the model writes them. */
  async ask({ message: question, conversationId: requestedId }: ThermyQuestion, streaming: ModelWriteOptions = {}): Promise<ThermyReply> {
    await this.limiter.enforce(THERMY_QUESTIONS_PER_NETWORK, this.network);
    await this.limiter.enforce(THERMY_QUESTIONS_PER_VISITOR, this.session.data.visitorId);

    const conversation = continueConversation(this.session.data.thermy, requestedId);
    const { measureId, ...grounded } = await this.answer(question, conversation.turns.at(-1));
    this.session.data.thermy = withTurn(conversation, { question, measureId });
    // Before the model writes: keeping the session may set its cookie, which a started stream can no longer send.
    await this.remember();
    const answer = await this.written(question, grounded, streaming);
    return { ...answer, conversationId: conversation.id };
  }

  /**
   * The model's reply, written from the grounded answer, the passages found and the visitor's plan;
   * the grounded answer itself without a model, when the model fails or is slow, and when there is
   * nothing to ground a reply in (off topic, unknown). Sources and suggestions are always ours.
   */
  private async written(question: string, grounded: Omit<ThermyAnswer, 'measureId'>, streaming: ModelWriteOptions) {
    if (!this.model || grounded.sources.length === 0) return grounded;
    if (!(await this.limiter.allows(THERMY_MODEL_CALLS_PER_HOUR, ALL_VISITORS))) {
      this.log.warn({ limit: THERMY_MODEL_CALLS_PER_HOUR.limit }, "Thermy's model calls reached their hourly cap; the grounded answer went out");
      return grounded;
    }
    const grounding = groundingFor(grounded, this.search(question), await this.ownPlan());
    const written = await this.model.write(question, grounding, streaming);
    if ('failure' in written) {
      this.log.warn({ reason: written.failure }, "Thermy's model gave no usable reply; the grounded answer went out");
      return grounded;
    }
    return { ...grounded, reply: written.reply, sources: uniqueSources([...grounded.sources, ...grounding.passages.map((passage) => passage.source)]) };
  }

  private async answer(question: string, previous: ThermyTurn | undefined): Promise<ThermyAnswer> {
    const scheme = namedScheme(question);
    if (scheme) return schemeAnswer(question, scheme);
    if (isGrantsQuestion(question)) return eligibleGrantsAnswer(question, await this.knownHousehold(question), await this.savedHome());

    const hits = onTopic(question, this.search(question));
    const top = hits[0]?.document;
    const measureIds = closestMeasures(hits);
    if (measureIds.length === 0 && top?.kind === 'article') measureIds.push(...measuresOfArticle(top.id));
    if (measureIds.length === 0 && previous?.measureId && FOLLOW_UP.test(question)) measureIds.push(previous.measureId);
    const asked = planTopicsOf(question);
    // "Boiler or heat pump?" says no "my", but from a visitor with a plan it asks for the plan's own decision.
    if (!asked.includes('heatingChoice') && asksHeatingChoice(question) && (await this.ownPlan())) asked.push('heatingChoice');
    if (!asked.includes('heatPump') && asksHeatPumpRunningCost(question) && (await this.ownPlan())?.plan.heatPumpVerdict) asked.push('heatPump');
    const topics = withoutRepeats(asked);
    // "What should I do first?" or "is my certificate right?" may name nothing the knowledge base holds; asked of Thermy, they ask for the plan's own answer.
    if (!top && measureIds.length === 0 && !topics.some((topic) => ANSWERED_BY_THE_PLAN.has(topic))) return soundsLikeHomeEnergy(question) ? unknownAnswer(question) : offTopicAnswer(question);

    const related = relatedArticle(hits);
    if (topics.length > 0) {
      // The heating choice gives both options with this home's figures: a measure's own answer beside
      // it would repeat one, or call the other "not in your plan".
      const named = topics.includes('heatingChoice') ? undefined : measureNamedIn(hits);
      // The heat-pump verdict speaks for this home's heat pump: the catalogue's "not in your plan, no
      // figure for your home" beside it would contradict it, so only the plan's own heat pump is added.
      const heldOnly = topics.includes('heatPump') && named === airSourceHeatPump.id;
      const alongside = named ? await this.measureAnswer(question, [named], related?.article, heldOnly) : null;
      return planTopicsAnswer(question, topics, (await this.ownPlan())?.plan ?? null, alongside);
    }
    // A measure's own figures answer when the best passage is about a measure and covers the question,
    // not when a measure merely shares a word ("how do I bleed a radiator?" is not about heating controls).
    const aboutAMeasure = !top || (hits[0].rank >= CLOSE_MATCH_RANK && (top.kind === 'measure' || measuresOfArticle(top.id).length > 0));
    if (measureIds.length > 0 && aboutAMeasure) {
      const measureAnswer = await this.measureAnswer(question, measureIds, related?.article);
      if (measureAnswer) return measureAnswer;
    }
    if (top?.kind === 'grant') return eligibleGrantsAnswer(question, await this.knownHousehold(question), await this.savedHome());
    if (top?.kind === 'assumptions') return assumptionsAnswer(question, MODEL_ASSUMPTIONS);
    if (related) return articleAnswer(question, related.article, related.rank >= CLOSE_MATCH_RANK);
    return unknownAnswer(question);
  }

  /** This home's figures when its plan holds one of the measures found; the catalogue's words otherwise, unless only the plan's own will do. */
  private async measureAnswer(question: string, measureIds: string[], related: KnowledgeArticle | undefined, heldOnly = false): Promise<ThermyAnswer | null> {
    const own = await this.ownPlan();
    const items = own?.plan.recommendations.getItems().filter((item) => !item.informational) ?? [];
    const held = measureIds.map((id) => items.find((item) => item.measureId === id)).find((item) => item !== undefined);
    if (own && held) return personalMeasureAnswer(question, own.address, held, related);
    if (heldOnly) return null;
    const measure = measureById(measureIds[0]);
    if (!measure || measure.stage === 'information') return null;
    return catalogueMeasureAnswer(question, measure, own && { address: own.address }, related);
  }

  /** The knowledge search, once per question. */
  private search(question: string): KnowledgeHit[] {
    const found = this.searches.get(question) ?? searchKnowledge(question);
    this.searches.set(question, found);
    return found;
  }

  /** The plan of the visitor's newest home, read once a request. */
  private ownPlan() {
    this.newestPlan ??= this.readOwnPlan();
    return this.newestPlan;
  }

  /** The plan of the visitor's newest home, or null without one (or when it cannot be read now). */
  private async readOwnPlan() {
    const [newest] = await this.properties.listOwn();
    if (!newest) return null;
    try {
      return { plan: await this.plans.planFor(newest), address: newest.address };
    } catch (error) {
      // A plan that cannot be built right now (its own rate limit) leaves the general answer.
      if (error instanceof DomainError) return null;
      throw error;
    }
  }

  /** What the visitor's newest saved home tells the grants engine, so Thermy's verdicts are the Grants tab's. */
  private async savedHome(): Promise<GrantsHome> {
    const [newest] = await this.properties.listOwn();
    return newest ? grantsHomeOf(newest) : UNKNOWN_HOME;
  }

  /** What the question says about the household, else the visitor's latest grants questionnaire answers. */
  private async knownHousehold(question: string): Promise<{ household: HouseholdData; basis: HouseholdBasis } | null> {
    const stated = statedCircumstances(question);
    if (stated) return { household: stated.household, basis: { from: 'question', understood: stated.understood } };
    const household = await latestHouseholdOf(this.em, this.session.data.visitorId);
    return household ? { household, basis: { from: 'questionnaire' } } : null;
  }

  /** Keeps the conversation in the session; with the store down the answer still goes out, unremembered. */
  private async remember(): Promise<void> {
    try {
      await this.session.keep('Thermy cannot remember this conversation right now.');
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'SERVICE_UNAVAILABLE') throw error;
    }
  }
}

/**
 * An article holding at least this share of the question's topic words answers it; below it, it is
 * only the closest passage (a question on bleeding radiators finds the boilers and controls
 * article by "radiator" alone).
 */
const CLOSE_MATCH_RANK = 0.6;

/**
 * A question with no home-energy word ("who won the football last night?", "how much does a car
 * cost?", "what's a good mortgage rate?") can still share an incidental word with a passage ("car"
 * in the tariffs text, "rate" in the EPC ratings title). It is answered only by a passage whose
 * title holds one of its words and that answers it closely ("what should I ask a surveyor?"). Weak
 * hits still count when the question itself is about home energy.
 */
function onTopic(question: string, hits: KnowledgeHit[]): KnowledgeHit[] {
  return soundsLikeHomeEnergy(question) ? hits : hits.filter((hit) => hit.inTitle && hit.rank >= CLOSE_MATCH_RANK);
}

/** A measure the question names by its title: "what's my EPC, and would solar panels pay?" asks about both. */
function measureNamedIn(hits: KnowledgeHit[]): string | undefined {
  return hits.find((hit) => hit.document.kind === 'measure' && hit.inTitle)?.document.id;
}

/**
 * The measures a question is about, best first: those holding as much of the question as the best
 * one and scoring nearly as well ("loft insulation" is both the full job and the top-up), not one
 * that merely shares its words ("cavity wall insulation" also finds external wall insulation, well
 * behind).
 */
function closestMeasures(hits: KnowledgeHit[]): string[] {
  const measures = hits.filter((hit) => hit.document.kind === 'measure');
  const [best] = measures;
  return measures.filter((hit) => best && hit.rank === best.rank && hit.score >= best.score * 0.8).map((hit) => hit.document.id);
}

function relatedArticle(hits: KnowledgeHit[]): { article: KnowledgeArticle; rank: number } | undefined {
  const hit = hits.find((each) => each.document.kind === 'article');
  const article = hit && articleById(hit.document.id);
  return article && { article, rank: hit.rank };
}
